import Composition
import Foundation
import Presentation
import TerminalUI

/// The event loop: one stream of events (keys, resizes, ticks, effect results, signals) →
/// the shell → a pure frame → a diff → one write.
@MainActor
final class TUIApplication {
    private let backend: any TerminalBackend
    private let renderer: TerminalRenderer
    private let shell: AppShell
    private var decoder = KeyDecoder()
    private var escapeGeneration = 0
    private var running = true

    /// How long a lone ESC waits for the rest of a sequence before it counts as Escape.
    /// NB: long enough for a sequence split across reads over ssh, short enough to feel instant.
    static let escapeDelay: Duration = .milliseconds(40)
    /// How often the clock ticks, for time-based state such as a 3-second banner.
    static let tickInterval: Duration = .milliseconds(250)

    init(environment: AppEnvironment, backend: any TerminalBackend, processEnvironment: [String: String]) {
        self.backend = backend
        self.renderer = TerminalRenderer(backend: backend, encoder: ANSIEncoder(depth: ANSIEncoder.depth(environment: processEnvironment)))
        let clock = environment.clock
        self.shell = AppShell(root: AppScreens.home(environment: environment), now: { clock.now() })
    }

    /// Runs until the user quits, input closes or a terminating signal arrives.
    func run() async throws {
        let (events, continuation) = AsyncStream<TUIEvent>.makeStream()
        let input = Task {
            for await bytes in TerminalInput.bytes() { continuation.yield(.input(bytes)) }
            continuation.yield(.inputClosed)
        }
        let signals = Task {
            for await number in TerminalInput.signals() { continuation.yield(.signal(number)) }
        }
        let ticks = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.tickInterval)
                continuation.yield(.tick)
            }
        }
        defer {
            input.cancel()
            signals.cancel()
            ticks.cancel()
            shell.close()
        }
        shell.onChange = { continuation.yield(.stateChanged) }
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
            for key in decoder.feed(bytes) { shell.handle(key, size: backend.size()) }
            if decoder.hasPending {
                escapeGeneration += 1
                let generation = escapeGeneration
                Task {
                    try? await Task.sleep(for: Self.escapeDelay)
                    continuation.yield(.escapeTimeout(generation: generation))
                }
            }
        case let .escapeTimeout(generation):
            guard generation == escapeGeneration else { return }
            for key in decoder.flushTimeout() { shell.handle(key, size: backend.size()) }
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
        }
    }

    private func draw() {
        renderer.draw(shell.render(size: backend.size()))
    }
}
