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

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.generalCategory == .control { return scalar != "\n" && scalar != "\t" }
        return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
