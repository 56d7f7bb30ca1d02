import Composition
import Foundation
import Presentation
import TerminalUI

/// The event loop: events → view-model actions → state → a pure frame → a diff → one write.
@MainActor
final class TUIApplication {
    private let environment: AppEnvironment
    private let backend: any TerminalBackend
    private let encoder: ANSIEncoder
    private let home = Store<HomeFeature>(initialState: HomeState(), environment: .init())
    private var decoder = KeyDecoder()
    private var lastFrame: Frame?
    private var escapeGeneration = 0
    private var running = true

    /// How long a lone ESC waits for the rest of a sequence before it counts as Escape.
    static let escapeDelay: Duration = .milliseconds(40)

    init(environment: AppEnvironment, backend: any TerminalBackend) {
        self.environment = environment
        self.backend = backend
        self.encoder = ANSIEncoder(depth: ANSIEncoder.depth(environment: ProcessInfo.processInfo.environment))
    }

    func run() async throws {
        let (events, continuation) = AsyncStream<TUIEvent>.makeStream()
        let input = Task {
            for await bytes in TerminalInput.bytes() { continuation.yield(.input(bytes)) }
            continuation.yield(.inputClosed)
        }
        let signals = Task {
            for await number in TerminalInput.signals() { continuation.yield(.signal(number)) }
        }
        defer {
            input.cancel()
            signals.cancel()
        }
        home.onChange = { _ in continuation.yield(.stateChanged) }
        draw()
        for await event in events {
            handle(event, continuation: continuation)
            guard running else { break }
            draw()
        }
    }

    private func handle(_ event: TUIEvent, continuation: AsyncStream<TUIEvent>.Continuation) {
        switch event {
        case let .input(bytes):
            for key in decoder.feed(bytes) { handle(key) }
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
            for key in decoder.flushTimeout() { handle(key) }
        case .inputClosed:
            running = false
        case let .signal(number):
            if number == SIGWINCH {
                lastFrame = nil // A full repaint at the new size.
            } else {
                running = false
            }
        case .stateChanged:
            break
        }
    }

    private func handle(_ key: Key) {
        if key == .ctrl("c") { running = false; return }
        if let action = HomeScreen.action(for: key, in: home.state) { home.send(action) }
        if home.state.isQuitting { running = false }
    }

    private func draw() {
        let size = backend.size()
        let frame = HomeScreen.render(home.state, in: size)
        let commands = FrameDiff.commands(from: lastFrame, to: frame)
        guard !commands.isEmpty else { return }
        backend.write(encoder.encode(commands))
        lastFrame = frame
    }
}
