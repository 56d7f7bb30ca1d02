/// One terminal cell: a grapheme cluster and its style.
///
/// A double-width glyph occupies its cell and marks the next one as a `continuation`, which
/// is never drawn on its own.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown, as text ("" for the continuation of a wide glyph).
    public var symbol: String
    /// How it looks.
    public var style: Style
    /// Whether this cell is the right half of a double-width glyph.
    public var isContinuation: Bool

    /// A cell showing `symbol` in `style`.
    public init(_ symbol: String = " ", style: Style = .plain) {
        self.symbol = symbol
        self.style = style
        self.isContinuation = false
    }

    /// A blank cell.
    public static let blank = Cell()

    static func continuation(style: Style) -> Cell {
        var cell = Cell("", style: style)
        cell.isContinuation = true
        return cell
    }
}
