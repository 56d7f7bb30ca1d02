/// Draws frames on a backend: diffs each frame against the one on screen and writes the
/// result in one `write(2)`.
public final class TerminalRenderer {
    private let backend: any TerminalBackend
    private let encoder: ANSIEncoder
    /// The frame on screen, or `nil` when the screen is unknown (first frame, after a resize).
    public private(set) var current: Frame?
    /// The pictures the terminal shows: kept across `invalidate()`, since kitty images
    /// outlive a clear and must be deleted by id.
    public private(set) var graphicsOnScreen: [GraphicPlacement] = []

    /// A renderer drawing on `backend` with colours reduced by `encoder`.
    public init(backend: any TerminalBackend, encoder: ANSIEncoder) {
        self.backend = backend
        self.encoder = encoder
    }

    /// Draws `frame`, writing only what differs from the frame on screen.
    ///
    /// - Returns: the number of bytes written (0 when nothing changed).
    @discardableResult
    public func draw(_ frame: Frame) -> Int {
        let commands = FrameDiff.commands(from: current, to: frame, graphicsOnScreen: graphicsOnScreen)
        current = frame
        graphicsOnScreen = frame.graphics
        return write(commands)
    }

    /// Forgets what is on screen, so the next frame is a full repaint (after a resize, or
    /// when something else may have drawn on the terminal).
    public func invalidate() {
        current = nil
    }

    /// Deletes the kitty images on screen (before leaving the alternate screen: the terminal
    /// would otherwise keep their data) and forgets the screen, so a later frame is a full
    /// repaint; sixel pixels go with the screen.
    ///
    /// - Returns: the number of bytes written.
    @discardableResult
    public func eraseGraphics() -> Int {
        let commands = graphicsOnScreen.filter { $0.kind == .kitty }.map { TerminalCommand.deleteKittyImage($0.id) }
        graphicsOnScreen = []
        current = nil
        return write(commands)
    }

    private func write(_ commands: [TerminalCommand]) -> Int {
        guard !commands.isEmpty else { return 0 }
        let bytes = encoder.encode(commands)
        backend.write(bytes)
        return bytes.count
    }
}
