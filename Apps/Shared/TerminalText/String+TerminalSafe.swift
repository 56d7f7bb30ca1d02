extension String {
    /// The text with every control character but a line feed and a tab shown as "?" (escape
    /// sequences, carriage returns that would overwrite a line, bells, the C1 controls); a
    /// CRLF line break becomes a line feed.
    public var terminalSafe: String {
        guard unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) else { return self }
        var safe = String.UnicodeScalarView()
        for character in self {
            if character == "\r\n" { safe.append("\n"); continue }
            for scalar in character.unicodeScalars {
                let control = scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
                safe.append(control ? "?" : scalar)
            }
        }
        return String(safe)
    }
}
