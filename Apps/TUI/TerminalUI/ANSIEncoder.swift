/// Encodes drawing commands as ANSI/VT escape sequences into one byte buffer, so each frame
/// costs one `write(2)`.
public struct ANSIEncoder: Sendable {
    /// How many colours the terminal shows.
    public enum ColorDepth: Sendable, Equatable {
        /// No colour at all (`NO_COLOR`): attributes only.
        case none
        /// The 16 basic colours.
        case basic
        /// 256 indexed colours.
        case indexed256
        /// 24-bit colour.
        case trueColor
    }

    /// The colour depth colours are reduced to.
    public var depth: ColorDepth

    /// An encoder for a terminal of colour `depth`.
    public init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The colour depth the environment asks for: none with `NO_COLOR`, truecolour with
    /// `COLORTERM=truecolor|24bit`, 256 with a `*-256color` `TERM`, else basic.
    public static func depth(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorterm == "truecolor" || colorterm == "24bit" { return .trueColor }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        if term.contains("256color") { return .indexed256 }
        return .basic
    }

    /// The bytes for `commands`, in one buffer: the whole frame goes out in one `write(2)`.
    public func encode(_ commands: [TerminalCommand]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(commands.count * 8)
        for command in commands {
            switch command {
            case .clearScreen:
                out.append(contentsOf: "\u{1B}[0m\u{1B}[2J".utf8)
            case let .moveTo(point):
                out.append(contentsOf: "\u{1B}[\(point.y + 1);\(point.x + 1)H".utf8)
            case let .setStyle(style):
                out.append(contentsOf: sgr(style).utf8)
            case let .write(text):
                out.append(contentsOf: text.utf8)
            case let .drawGraphic(bytes):
                out.append(contentsOf: bytes)
            case let .deleteKittyImage(id):
                out.append(contentsOf: Self.deleteKittyImage(id).utf8)
            }
        }
        return out
    }

    /// The kitty graphics command deleting image `id`, its placements and its data
    /// (`d=I`: the data too, since a picture drawn again is sent again), with no reply (`q=2`).
    public static func deleteKittyImage(_ id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    /// The SGR sequence that sets exactly `style` (it starts from a reset).
    public func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let fg = colorCode(style.foreground, foreground: true) { codes.append(fg) }
        if let bg = colorCode(style.background, foreground: false) { codes.append(bg) }
        return "\u{1B}[\(codes.joined(separator: ";"))m"
    }

    /// The SGR parameters selecting `color`, or `nil` for the terminal's default.
    func colorCode(_ color: Color, foreground: Bool) -> String? {
        switch reduced(color) {
        case .default:
            return nil
        case let .basic(n):
            let base = foreground ? 30 : 40
            return n < 8 ? "\(base + Int(n))" : "\(base + 60 + Int(n) - 8)"
        case let .indexed(n):
            return "\(foreground ? 38 : 48);5;\(n)"
        case let .rgb(r, g, b):
            return "\(foreground ? 38 : 48);2;\(r);\(g);\(b)"
        }
    }

    /// `color` brought down to what the terminal can show.
    func reduced(_ color: Color) -> Color {
        switch (depth, color) {
        case (.none, _): return .default
        case (_, .default), (_, .basic): return color
        case (.basic, .indexed(let n)): return .basic(Self.basicIndex(ofIndexed: n))
        case (.basic, .rgb(let r, let g, let b)): return .basic(Self.basicIndex(ofIndexed: Self.indexed(r, g, b)))
        case (.indexed256, .rgb(let r, let g, let b)): return .indexed(Self.indexed(r, g, b))
        case (.indexed256, .indexed), (.trueColor, _): return color
        }
    }

    /// The nearest colour of the 6×6×6 cube (or the grey ramp) of the 256-colour palette.
    static func indexed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        if r == g && g == b {
            if r < 8 { return 16 }
            if r > 248 { return 231 }
            return UInt8(232 + (Int(r) - 8) / 10)
        }
        return UInt8(16 + 36 * level(r) + 6 * level(g) + level(b))
    }

    /// The nearest of the 16 basic colours to an indexed one.
    static func basicIndex(ofIndexed n: UInt8) -> UInt8 {
        if n < 16 { return n }
        if n >= 232 { return n < 244 ? 8 : 7 }
        let cube = Int(n) - 16
        let r = cube / 36, g = (cube / 6) % 6, b = cube % 6
        let bright = max(r, g, b) >= 4
        let bits = (r >= 2 ? 1 : 0) | (g >= 2 ? 2 : 0) | (b >= 2 ? 4 : 0)
        return UInt8(bits + (bright && bits != 0 ? 8 : 0))
    }
}
