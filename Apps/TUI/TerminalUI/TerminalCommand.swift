/// One step of drawing: what `FrameDiff` emits and `ANSIEncoder` turns into bytes.
public enum TerminalCommand: Equatable, Sendable {
    /// Clears the whole screen (a full repaint follows).
    case clearScreen
    /// Moves the cursor to a cell.
    case moveTo(Point)
    /// Sets the style for the text that follows.
    case setStyle(Style)
    /// Writes text at the cursor.
    case write(String)
    /// Writes a picture's escape sequence (kitty or sixel) as given, at the cursor.
    case drawGraphic([UInt8])
    /// Deletes the kitty image `id` and its placements from the terminal.
    case deleteKittyImage(UInt32)
}
