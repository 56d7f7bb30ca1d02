import Foundation
import Presentation
import TerminalUI
import Testing
import TestSupport
@testable import KioskTUIApp

/// Keys act only on what the terminal shows: nothing but Ctrl-C while it is too small (the
/// screen is a notice), and a confirmation is answered only once it has been drawn.
@MainActor
@Suite(.hangGuard) struct UnseenKeysTests {
    /// The Counters screen, three counters loaded, in a loop over an in-memory terminal.
    @MainActor
    struct Running {
        let backend: InMemoryBackend
        let counters: CountersScreenTests.Backend
        let store: Store<CountersScreenFeature>
        let shell: AppShell
        let feed: AsyncStream<[UInt8]>.Continuation
        let raise: AsyncStream<Int32>.Continuation
        let run: Task<Void, Never>

        init(size: Size) async {
            backend = InMemoryBackend(size: size)
            counters = CountersScreenTests.Backend()
            counters.counters = Array(CountersScreenTests.counters.prefix(3))
            store = Store<CountersScreenFeature>(initialState: .init(), environment: counters.environment)
            store.send(.list(.appeared))
            await store.idle()
            shell = AppShell(root: StoreHost<CountersScreen>(store: store), clock: .fixed(Date(timeIntervalSince1970: 0)))
            let (input, feed) = AsyncStream<[UInt8]>.makeStream()
            let (signals, raise) = AsyncStream<Int32>.makeStream()
            self.feed = feed
            self.raise = raise
            let application = TUIApplication(shell: shell, backend: backend, depth: .basic, tickInterval: .seconds(3600), reloadInterval: .seconds(3600))
            run = Task { await application.run(input: input, signals: signals) }
            await yieldUntil("the first frame") { !backend.writes.isEmpty }
        }

        /// Sends `text` as one read and waits until the loop has drawn after it.
        func type(_ text: String) async {
            let before = backend.writes.count
            feed.yield(Array(text.utf8))
            // NB: a read that changes nothing draws nothing; the store's work is waited for too.
            for _ in 0..<200 where backend.writes.count == before { await Task.yield() }
            await store.idle()
        }
    }

    @Test func noKeyButCtrlCActsWhileTheTerminalIsTooSmall() async {
        let running = await Running(size: Size(width: 40, height: 10))
        #expect(running.backend.output.contains("Terminal too small"))
        // Edit mode, select the first counter, delete, confirm; then move and quit with q.
        for keys in ["e", " ", "d", "y", "j", "+", "q"] { await running.type(keys) }
        #expect(running.counters.recorded.isEmpty)
        #expect(running.store.state.list.isEditing == false)
        #expect(running.store.state.list.deleteConfirmation == nil)
        #expect(!running.shell.isQuitting)
        running.backend.currentSize = Size(width: 80, height: 24)
        running.raise.yield(SIGWINCH)
        await yieldUntil("the list at full size") { running.backend.writes.count > 1 && running.backend.writes.last!.count > 500 }
        #expect(running.counters.counters.map(\.count) == [5, 12, -2])
        running.backend.currentSize = Size(width: 40, height: 10)
        running.raise.yield(SIGWINCH)
        running.feed.yield([0x03])
        await running.run.value
        #expect(running.shell.isQuitting)
    }

    @Test func aConfirmationIsAnsweredOnlyOnceItWasOnTheScreen() async {
        let running = await Running(size: Size(width: 80, height: 24))
        await running.type("e")
        await running.type(" ")
        // `d` opens the question and `y` comes in the same read, before it was drawn: not an answer.
        await running.type("dy")
        #expect(running.store.state.list.deleteConfirmation == 1)
        #expect(running.counters.recorded.isEmpty)
        let shown = running.shell.render(size: running.backend.size()).lines.joined(separator: " ")
        #expect(shown.contains("This cannot be undone."))
        // Now it is on the screen: `y` answers it.
        await running.type("y")
        #expect(running.counters.recorded == [.delete("k1")])
        running.feed.yield([0x03])
        await running.run.value
    }
}
