import Foundation
import Presentation
import TerminalUI
import Testing
import TestSupport
@testable import KioskTUIApp

/// The event loop over an in-memory backend: bytes in, one write per frame out.
@MainActor
@Suite(.hangGuard) struct TUIApplicationTests {
    func makeApplication(backend: InMemoryBackend) -> TUIApplication {
        let home = StoreHost<HomeScreen>(store: Store(initialState: HomeFeature.State(), environment: .init()))
        // NB: no ticks during a test: the interval is far longer than any test.
        return TUIApplication(shell: AppShell(root: home, clock: .fixed(Date(timeIntervalSince1970: 0))), backend: backend, depth: .basic, tickInterval: .seconds(3600))
    }

    @Test func keysInOneReadAreAllAppliedAndQQuits() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        let (input, feed) = AsyncStream<[UInt8]>.makeStream()
        let (signals, _) = AsyncStream<Int32>.makeStream()
        feed.yield(Array("\u{1B}[Bj".utf8))
        feed.yield(Array("q".utf8))
        await makeApplication(backend: backend).run(input: input, signals: signals)
        // The first frame, then one frame for the read with two keys; quitting draws nothing.
        #expect(backend.writes.count == 2)
        #expect(backend.writes[0].starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)))
        #expect(backend.output.contains("›"))
    }

    @Test func aResizeRepaintsTheWholeScreenAtTheNewSize() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        let (input, feed) = AsyncStream<[UInt8]>.makeStream()
        let (signals, raise) = AsyncStream<Int32>.makeStream()
        let application = makeApplication(backend: backend)
        let run = Task { await application.run(input: input, signals: signals) }
        await yieldUntil("the first frame") { !backend.writes.isEmpty }
        backend.currentSize = Size(width: 100, height: 30)
        raise.yield(SIGWINCH)
        await yieldUntil("a second frame") { backend.writes.count >= 2 }
        #expect(backend.writes[1].starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)))
        #expect(backend.writes[1].count > backend.writes[0].count)
        feed.yield(Array("q".utf8))
        await run.value
    }

    @Test func sigtermEndsTheLoop() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        let (input, _) = AsyncStream<[UInt8]>.makeStream()
        let (signals, raise) = AsyncStream<Int32>.makeStream()
        raise.yield(SIGTERM)
        await makeApplication(backend: backend).run(input: input, signals: signals)
        #expect(backend.writes.count == 1)
    }

    @Test func aLoneEscapeIsDecodedAfterTheDelay() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        let (input, feed) = AsyncStream<[UInt8]>.makeStream()
        let (signals, _) = AsyncStream<Int32>.makeStream()
        let home = StoreHost<HomeScreen>(store: Store(initialState: HomeFeature.State(), environment: .init()))
        let shell = AppShell(root: home, clock: .fixed(Date(timeIntervalSince1970: 0)))
        let application = TUIApplication(shell: shell, backend: backend, depth: .basic, escapeDelay: .zero, tickInterval: .seconds(3600))
        let run = Task { await application.run(input: input, signals: signals) }
        feed.yield(Array("?".utf8))
        await yieldUntil("the help overlay") { home.isShowingHelp }
        feed.yield([0x1B])
        await yieldUntil("the help overlay to close") { !home.isShowingHelp } // Esc, after its (zero) delay, closes the overlay.
        feed.yield(Array("q".utf8))
        await run.value
        #expect(shell.isQuitting)
    }
}

/// Ctrl-L, Ctrl-Z and `fg`, and the reload timer, on the event loop.
@MainActor
@Suite(.hangGuard) struct TUIApplicationSuspendTests {
    final class Recorder {
        var suspended = 0
        var altScreenDuringSuspend: Bool?
    }

    func run(_ bytes: [[UInt8]], backend: InMemoryBackend, recorder: Recorder, reloadInterval: Duration = .seconds(3600),
             signals: [Int32] = [], fallback: Duration = .seconds(3600),
             before quitting: (@MainActor (InMemoryBackend) -> Bool)? = nil) async -> AppShell {
        let home = StoreHost<HomeScreen>(store: Store(initialState: HomeFeature.State(), environment: .init()))
        let shell = AppShell(root: home, clock: .fixed(Date(timeIntervalSince1970: 0)))
        let application = TUIApplication(
            shell: shell, backend: backend, depth: .basic, tickInterval: .seconds(3600), reloadInterval: reloadInterval,
            suspend: { recorder.suspended += 1; recorder.altScreenDuringSuspend = backend.isInAltScreen },
            resumeFallback: fallback
        )
        let (input, feed) = AsyncStream<[UInt8]>.makeStream()
        let (signalStream, raise) = AsyncStream<Int32>.makeStream()
        try? backend.enterAltScreen()
        let run = Task { await application.run(input: input, signals: signalStream) }
        await yieldUntil("the first frame") { !backend.writes.isEmpty }
        for chunk in bytes {
            let before = (backend.writes.count, recorder.suspended)
            feed.yield(chunk)
            await yieldUntil("a frame or a suspension after a key") { backend.writes.count != before.0 || recorder.suspended != before.1 }
        }
        for number in signals {
            let before = backend.writes.count
            raise.yield(number)
            await yieldUntil("a frame after a signal") { backend.writes.count != before }
        }
        if let quitting { await yieldUntil("the screen the test waits for before quitting") { quitting(backend) } }
        feed.yield(Array("q".utf8))
        await run.value
        return shell
    }

    static let fullRepaint = Array("\u{1B}[0m\u{1B}[2J".utf8)

    @Test func ctrlZGivesTheTerminalBackAndTheContinueSetsItUpAgainAndRepaintsEverything() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        let recorder = Recorder()
        // Ctrl-Z, then what `fg` sends.
        _ = await run([[0x1A]], backend: backend, recorder: recorder, signals: [SIGCONT])
        #expect(recorder.suspended == 1)
        // Restored for the shell before the stop, set up again after the continue.
        #expect(recorder.altScreenDuringSuspend == false)
        #expect(backend.isInAltScreen)
        // Nothing is drawn while the terminal is the shell's; the return is a full repaint.
        #expect(backend.writes.count == 2)
        #expect(backend.writes[1].starts(with: Self.fullRepaint))
    }

    @Test func withoutJobControlTheScreenComesBackByItself() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        let recorder = Recorder()
        // Ctrl-Z, and no SIGCONT: nothing stopped the program. Then a key, drawn as usual.
        // NB: the repaint comes from the fallback's own task; on a loaded machine it can come
        // after the key, so the test waits for it before quitting.
        _ = await run([[0x1A], Array("j".utf8)], backend: backend, recorder: recorder, fallback: .zero) { backend in
            backend.writes.dropFirst().contains { $0.starts(with: Self.fullRepaint) }
        }
        #expect(recorder.suspended == 1)
        #expect(backend.isInAltScreen)
        // NB: a full repaint after the first frame (it may draw the very same screen, when it
        // comes before the key).
        #expect(backend.writes.dropFirst().contains { $0.starts(with: Self.fullRepaint) })
    }

    @Test func ctrlLRepaintsEverything() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        _ = await run([Array("j".utf8), [0x0C]], backend: backend, recorder: Recorder())
        #expect(backend.writes.count == 3)
        #expect(!backend.writes[1].starts(with: Self.fullRepaint))
        #expect(backend.writes[2].starts(with: Self.fullRepaint))
    }

    @Test func continuingAfterAStopFromOutsideRepaintsEverything() async {
        let backend = InMemoryBackend(size: Size(width: 80, height: 24))
        _ = await run([], backend: backend, recorder: Recorder(), signals: [SIGCONT])
        #expect(backend.writes.count == 2)
        #expect(backend.writes[1].starts(with: Self.fullRepaint))
        #expect(backend.isInAltScreen)
    }
}
