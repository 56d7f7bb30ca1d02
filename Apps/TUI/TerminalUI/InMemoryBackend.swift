/// A backend that records what would be written: for tests of the render loop.
public final class InMemoryBackend: TerminalBackend {
    /// Every write, in order: one per frame drawn.
    public private(set) var writes: [[UInt8]] = []
    /// Whether the alternate screen is on.
    public private(set) var isInAltScreen = false
    /// The size reported.
    public var currentSize: Size

    /// A backend reporting `size`.
    public init(size: Size) {
        self.currentSize = size
    }

    /// Everything written, as one string.
    public var output: String { String(decoding: writes.joined(), as: UTF8.self) }

    /// The size set in `currentSize`.
    public func size() -> Size { currentSize }
    /// Records the write.
    public func write(_ bytes: [UInt8]) { writes.append(bytes) }
    /// Notes that the alternate screen is on.
    public func enterAltScreen() throws { isInAltScreen = true }
    /// Notes that the alternate screen is off.
    public func restore() { isInAltScreen = false }
}
