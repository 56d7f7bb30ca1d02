/// Draws frames on a backend: diffs each frame against the one on screen and writes the
/// result in one `write(2)`.
public final class TerminalRenderer {
    private let backend: any TerminalBackend
    private let encoder: ANSIEncoder
    /// The frame on screen, or `nil` when the screen is unknown (first frame, after a resize).
    public private(set) var current: Frame?

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
        let commands = FrameDiff.commands(from: current, to: frame)
        current = frame
        guard !commands.isEmpty else { return 0 }
        let bytes = encoder.encode(commands)
        backend.write(bytes)
        return bytes.count
    }

    /// Forgets what is on screen, so the next frame is a full repaint (after a resize, or
    /// when something else may have drawn on the terminal).
    public func invalidate() {
        current = nil
    }
}
