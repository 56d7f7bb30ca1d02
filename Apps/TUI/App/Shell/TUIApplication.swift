import Composition
import Foundation
import Imaging
import Presentation
import TerminalUI

/// The event loop: one stream of events (keys, resizes, ticks, effect results, signals) →
/// the shell → a pure frame → a diff → one write.
///
/// Its input and signals are streams handed to `run`, so tests drive it with bytes and an
/// `InMemoryBackend`; `main` hands it the terminal's.
@MainActor
final class TUIApplication {
    private let backend: any TerminalBackend
    private let renderer: TerminalRenderer
    private let shell: AppShell
    private let escapeDelay: Duration
    private let tickInterval: Duration
    private let reloadInterval: Duration
    private let suspend: @MainActor () -> Void
    private let resumeFallback: Duration
    /// Set between Ctrl-Z and the return: the terminal is the shell's meanwhile.
    private var isSuspended = false
    /// The loop's own events (a late ESC, the fallback after a suspension).
    private var events: AsyncStream<TUIEvent>.Continuation?
    private var decoder = KeyDecoder()
    private var escapeGeneration = 0
    private var running = true

    /// How long a lone ESC waits for the rest of a sequence before it counts as Escape.
    /// NB: long enough for a sequence split across reads over ssh, short enough to feel instant.
    static let escapeDelay: Duration = .milliseconds(40)
    /// How often the clock ticks, for time-based state such as a 3-second banner.
    static let tickInterval: Duration = .milliseconds(250)
    /// How often the screen shown reads its data afresh from the local store (another
    /// process, the CLI or another kiosk, may have changed it); only the database is read.
    static let reloadInterval: Duration = .seconds(5)

    /// A loop drawing `shell` on `backend`, colours reduced to `depth`.
    ///
    /// - Parameters:
    ///   - suspend: stops the process on Ctrl-Z (`TerminalInput.suspendProcess`); the continue
    ///     arrives as SIGCONT. Tests pass a closure that records the call.
    ///   - resumeFallback: how long after Ctrl-Z the program takes the terminal back when no
    ///     SIGCONT came (nothing stopped it: no job control).
    init(shell: AppShell, backend: any TerminalBackend, depth: ANSIEncoder.ColorDepth,
         escapeDelay: Duration = TUIApplication.escapeDelay, tickInterval: Duration = TUIApplication.tickInterval,
         reloadInterval: Duration = TUIApplication.reloadInterval,
         suspend: @escaping @MainActor () -> Void = { TerminalInput.suspendProcess() },
         resumeFallback: Duration = .milliseconds(500)) {
        self.backend = backend
        self.renderer = TerminalRenderer(backend: backend, encoder: ANSIEncoder(depth: depth))
        self.shell = shell
        self.escapeDelay = escapeDelay
        self.tickInterval = tickInterval
        self.reloadInterval = reloadInterval
        self.suspend = suspend
        self.resumeFallback = resumeFallback
    }

    /// The program's loop: the home screen over `environment`, colours from the process
    /// environment (`TERM`, `COLORTERM`, `NO_COLOR`), pictures drawn in `graphics` (see
    /// `PictureMode.resolve`) with cells of `cellPixels` (`nil` when the terminal does not say).
    convenience init(
        environment: AppEnvironment, backend: any TerminalBackend, processEnvironment: [String: String],
        graphics: TerminalGraphics = .off, cellPixels: PixelBox? = nil
    ) {
        let clock = environment.clock
        let depth = ANSIEncoder.depth(environment: processEnvironment)
        let mode = PictureMode.resolve(graphics, environment: processEnvironment, depth: depth, knowsCellSize: cellPixels != nil)
        let pictures = mode == .off ? nil : PictureBoard(
            mode: mode, source: environment.images, cellPixels: cellPixels ?? PictureBoard.defaultCellPixels
        )
        self.init(
            shell: AppShell(root: AppScreens.home(environment: environment), clock: clock, pictures: pictures),
            backend: backend,
            depth: depth
        )
    }

    /// Runs until the user quits, input closes or a terminating signal arrives.
    ///
    /// - Parameters:
    ///   - input: the bytes typed, one element per `read(2)`.
    ///   - signals: SIGWINCH (redraw at the new size), SIGCONT (set the terminal up again and
    ///     redraw), SIGINT/SIGTERM/SIGHUP (stop).
    func run(input: AsyncStream<[UInt8]>, signals: AsyncStream<Int32>) async {
        let (events, continuation) = AsyncStream<TUIEvent>.makeStream()
        self.events = continuation
        let reader = Task {
            for await bytes in input { continuation.yield(.input(bytes)) }
            continuation.yield(.inputClosed)
        }
        let signalReader = Task {
            for await number in signals { continuation.yield(.signal(number)) }
        }
        let ticks = Task { [tickInterval] in
            while !Task.isCancelled {
                try? await Task.sleep(for: tickInterval)
                continuation.yield(.tick)
            }
        }
        let reloads = Task { [reloadInterval] in
            while !Task.isCancelled {
                try? await Task.sleep(for: reloadInterval)
                continuation.yield(.reload)
            }
        }
        defer {
            reader.cancel()
            signalReader.cancel()
            ticks.cancel()
            reloads.cancel()
            shell.close()
            renderer.eraseGraphics()
        }
        shell.onChange = { continuation.yield(.stateChanged) }
        shell.pictures?.onChange = { continuation.yield(.picturesChanged) }
        draw()
        for await event in events {
            handle(event, continuation: continuation)
            guard running, !shell.isQuitting else { break }
            // NB: while suspended the terminal is the shell's: nothing is drawn on it.
            if !isSuspended { draw() }
        }
    }

    private func handle(_ event: TUIEvent, continuation: AsyncStream<TUIEvent>.Continuation) {
        switch event {
        case let .input(bytes):
            // NB: the frame on the terminal when these bytes came, not the one their first keys
            // lead to: a confirmation opened and answered in one read was never seen.
            let confirmationShown = Self.showsConfirmation(renderer.current)
            for key in decoder.feed(bytes) where !shell.isQuitting { press(key, confirmationShown: confirmationShown) }
            if decoder.hasPending {
                escapeGeneration += 1
                let generation = escapeGeneration
                Task { [escapeDelay] in
                    try? await Task.sleep(for: escapeDelay)
                    continuation.yield(.escapeTimeout(generation: generation))
                }
            }
        case let .escapeTimeout(generation):
            guard generation == escapeGeneration else { return }
            for key in decoder.flushTimeout() where !shell.isQuitting { press(key, confirmationShown: Self.showsConfirmation(renderer.current)) }
        case .inputClosed:
            running = false
        case let .signal(number):
            if number == SIGWINCH {
                renderer.invalidate() // A full repaint at the new size.
            } else if number == SIGCONT {
                resume() // Stopped from outside (or by Ctrl-Z): the shell had the terminal.
            } else {
                running = false
            }
        case .stateChanged:
            shell.settle()
        case .suspensionOver:
            if isSuspended { resume() }
        case .tick:
            shell.tick()
        case .reload:
            shell.reload()
        case .picturesChanged:
            break // The redraw that follows every event shows them.
        }
    }

    /// A key: the program's own (Ctrl-L, Ctrl-Z) or the shell's; only Ctrl-C while the
    /// terminal is too small to show anything but the notice.
    private func press(_ key: Key, confirmationShown: Bool) {
        if Chrome.isTooSmall(backend.size()), key != .ctrl("c") { return }
        switch key {
        case .ctrl("l"):
            // Redraw everything (something else may have written on the screen) and re-read.
            renderer.invalidate()
            shell.reload()
        case .ctrl("z"):
            // NB: the terminal goes back to the shell as it was found, and comes back to us as
            // we set it up (on SIGCONT), whatever happened meanwhile.
            renderer.eraseGraphics()
            backend.restore()
            isSuspended = true
            suspend()
            // Where nothing stops the program (no job control), no SIGCONT comes: take the
            // terminal back after a moment. When it did stop, the moment is over by the time
            // it runs again, after the SIGCONT that already brought the screen back.
            Task { [resumeFallback, events] in
                try? await Task.sleep(for: resumeFallback)
                events?.yield(.suspensionOver)
            }
        default:
            shell.handle(key, size: backend.size(), confirmationShown: confirmationShown)
        }
    }

    /// Whether `frame` (the one on the terminal; `nil` when none is known, as after a resize)
    /// shows a confirmation's buttons.
    private static func showsConfirmation(_ frame: Frame?) -> Bool {
        frame?.targets.contains { $0.name == Dialog.confirmTarget } ?? false
    }

    /// Back from a stop: raw mode, the alternate screen and the mouse again, a full repaint,
    /// and the data re-read (time has passed).
    private func resume() {
        isSuspended = false
        try? backend.enterAltScreen()
        renderer.invalidate()
        shell.reload()
    }

    private func draw() {
        renderer.draw(shell.render(size: backend.size()))
        // NB: after the frame is out, so a load never delays the frame that asked for it.
        shell.pictures?.renderFinished()
    }
}
