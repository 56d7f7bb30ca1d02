extension String {
    /// The text with every control character but a line feed and a tab shown as "?" (escape
    /// sequences, carriage returns that would overwrite a line, bells, the C1 controls), and the
    /// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) too: a
    /// right-to-left override in a name would reverse the rest of the line on a terminal that
    /// does bidi, so "Tea \u{202E}gnp.exe" shows as "Tea exe.png". A CRLF line break becomes a
    /// line feed. Marks (U+200E, U+200F), which right-to-left text needs, are kept.
    public var terminalSafe: String {
        // NB: printable ASCII, tabs and line feeds are safe as they are; asking each scalar for
        // its general category was most of a printed table's time.
        if utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) { return self }
        guard unicodeScalars.contains(where: Self.isUnsafe) else { return self }
        var safe = String.UnicodeScalarView()
        for character in self {
            if character == "\r\n" { safe.append("\n"); continue }
            for scalar in character.unicodeScalars {
                safe.append(Self.isUnsafe(scalar) ? "?" : scalar)
            }
        }
        return String(safe)
    }

    /// Whether `scalar` is shown as "?".
    ///
    /// NB: the control characters by their code points (U+0000–U+001F, U+007F–U+009F), not by
    /// asking for the general category: Unicode's stability policy fixes the set of `Cc`
    /// characters for good, and the look-up was most of the time a web page spent here.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
