/// One terminal cell: a grapheme cluster and its style.
///
/// A double-width glyph occupies its cell and marks the next one as a `continuation`, which
/// is never drawn on its own.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown, as text ("" for the continuation of a wide glyph).
    public private(set) var symbol: String
    /// How it looks.
    public var style: Style
    /// Whether this cell is the right half of a double-width glyph.
    public private(set) var isContinuation: Bool
    /// Whether this cell is the left half of a double-width glyph (computed once, when built).
    public private(set) var isWideLead: Bool

    /// A cell showing `symbol` (one grapheme cluster) in `style`.
    public init(_ symbol: String = " ", style: Style = .plain) {
        self.symbol = symbol
        self.style = style
        self.isContinuation = false
        self.isWideLead = symbol.first.map { $0.terminalWidth == 2 } ?? false
    }

    /// A cell of one ASCII character; skips the width lookup.
    init(ascii: UInt8, style: Style) {
        self.symbol = Self.asciiSymbols[Int(ascii)]
        self.style = style
        self.isContinuation = false
        self.isWideLead = false
    }

    /// A blank cell.
    public static let blank = Cell()

    /// The one-character strings of ASCII, made once.
    private static let asciiSymbols: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// The right half of a wide glyph drawn in `style`.
    static func continuation(style: Style) -> Cell {
        var cell = Cell("", style: style)
        cell.isContinuation = true
        return cell
    }

    /// How many columns the cell's glyph covers when drawn (0 for a continuation).
    public var width: Int { isContinuation ? 0 : isWideLead ? 2 : 1 }
}
