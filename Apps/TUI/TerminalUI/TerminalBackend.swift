/// Where frames are drawn: the real terminal, or memory in tests.
public protocol TerminalBackend: AnyObject {
    /// The current size in cells.
    func size() -> Size
    /// Writes bytes, in one call for a whole frame.
    func write(_ bytes: [UInt8])
    /// Enters raw mode and the alternate screen, hides the cursor.
    func enterAltScreen() throws
    /// Puts the terminal back exactly as it was found.
    func restore()
}
