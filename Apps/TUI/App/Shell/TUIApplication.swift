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
    private var decoder = KeyDecoder()
    private var escapeGeneration = 0
    private var running = true

    /// How long a lone ESC waits for the rest of a sequence before it counts as Escape.
    /// NB: long enough for a sequence split across reads over ssh, short enough to feel instant.
    static let escapeDelay: Duration = .milliseconds(40)
    /// How often the clock ticks, for time-based state such as a 3-second banner.
    static let tickInterval: Duration = .milliseconds(250)

    /// A loop drawing `shell` on `backend`, colours reduced to `depth`.
    init(shell: AppShell, backend: any TerminalBackend, depth: ANSIEncoder.ColorDepth,
         escapeDelay: Duration = TUIApplication.escapeDelay, tickInterval: Duration = TUIApplication.tickInterval) {
        self.backend = backend
        self.renderer = TerminalRenderer(backend: backend, encoder: ANSIEncoder(depth: depth))
        self.shell = shell
        self.escapeDelay = escapeDelay
        self.tickInterval = tickInterval
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
            shell: AppShell(root: AppScreens.home(environment: environment), now: { clock.now() }, pictures: pictures),
            backend: backend,
            depth: depth
        )
    }

    /// Runs until the user quits, input closes or a terminating signal arrives.
    ///
    /// - Parameters:
    ///   - input: the bytes typed, one element per `read(2)`.
    ///   - signals: SIGWINCH (redraw at the new size), SIGINT/SIGTERM/SIGHUP (stop).
    func run(input: AsyncStream<[UInt8]>, signals: AsyncStream<Int32>) async {
        let (events, continuation) = AsyncStream<TUIEvent>.makeStream()
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
        defer {
            reader.cancel()
            signalReader.cancel()
            ticks.cancel()
            shell.close()
            renderer.eraseGraphics()
        }
        shell.onChange = { continuation.yield(.stateChanged) }
        shell.pictures?.onChange = { continuation.yield(.picturesChanged) }
        draw()
        for await event in events {
            handle(event, continuation: continuation)
            guard running, !shell.isQuitting else { break }
            draw()
        }
    }

    private func handle(_ event: TUIEvent, continuation: AsyncStream<TUIEvent>.Continuation) {
        switch event {
        case let .input(bytes):
            for key in decoder.feed(bytes) where !shell.isQuitting { shell.handle(key, size: backend.size()) }
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
            for key in decoder.flushTimeout() where !shell.isQuitting { shell.handle(key, size: backend.size()) }
        case .inputClosed:
            running = false
        case let .signal(number):
            if number == SIGWINCH {
                renderer.invalidate() // A full repaint at the new size.
            } else {
                running = false
            }
        case .stateChanged:
            shell.settle()
        case .tick:
            shell.tick()
        case .picturesChanged:
            break // The redraw that follows every event shows them.
        }
    }

    private func draw() {
        renderer.draw(shell.render(size: backend.size()))
        // NB: after the frame is out, so a load never delays the frame that asked for it.
        shell.pictures?.renderFinished()
    }
}
