/// How a cell looks: colours and attributes.
public struct Style: Hashable, Sendable {
    /// The text colour.
    public var foreground: Color
    /// The background colour.
    public var background: Color
    /// Bold text.
    public var bold: Bool
    /// Dim (faint) text.
    public var dim: Bool
    /// Italic text.
    public var italic: Bool
    /// Underlined text.
    public var underline: Bool
    /// Foreground and background swapped.
    public var reverse: Bool

    /// A style; everything off and default colours unless given.
    public init(
        foreground: Color = .default, background: Color = .default,
        bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// This style made bold.
    public var bolded: Style { var copy = self; copy.bold = true; return copy }
    /// This style made dim.
    public var dimmed: Style { var copy = self; copy.dim = true; return copy }
    /// This style reversed.
    public var reversed: Style { var copy = self; copy.reverse = true; return copy }
    /// This style underlined.
    public var underlined: Style { var copy = self; copy.underline = true; return copy }
    /// This style in italics.
    public var italicized: Style { var copy = self; copy.italic = true; return copy }

    /// This style with another text colour.
    public func foreground(_ color: Color) -> Style { var copy = self; copy.foreground = color; return copy }
    /// This style with another background colour.
    public func background(_ color: Color) -> Style { var copy = self; copy.background = color; return copy }
}

/// A colour, from the terminal's default to truecolour.
public enum Color: Hashable, Sendable {
    /// The terminal's own default.
    case `default`
    /// One of the 16 basic colours (0–15).
    case basic(UInt8)
    /// One of the 256 indexed colours.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// Red.
    public static let red = Color.basic(1)
    /// Green.
    public static let green = Color.basic(2)
    /// Yellow.
    public static let yellow = Color.basic(3)
    /// Blue.
    public static let blue = Color.basic(4)
    /// Magenta.
    public static let magenta = Color.basic(5)
    /// Cyan.
    public static let cyan = Color.basic(6)
    /// White.
    public static let white = Color.basic(7)
    /// Bright black: grey.
    public static let gray = Color.basic(8)

    /// A colour given as `0xRRGGBB`.
    public static func hex(_ value: UInt32) -> Color {
        .rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
