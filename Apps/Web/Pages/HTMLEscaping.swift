/// The kiosk's HTML escaping, the only one the templates know, which each names
/// (`{{% CONTENT_TYPE: KIOSK_HTML}}`; `Scripts/check-layers` fails a template that does not):
/// `<`, `>`, `&`, `"` and `'` become entities wherever they stand, and a text holding none of
/// them is returned as it is after one look at its bytes.
///
/// Each Unicode scalar is judged, not each `Character`: a quote followed by a combining mark
/// (`"\u{301}`) is one character, and an escaping by characters (the Mustache library's) let it
/// out as a bare `"` that ends an attribute, so a wine's name or a typed search could add
/// attributes to a tag. Here the mark follows `&quot;`.
enum HTMLEscaping {
    /// The name the templates' pragma gives.
    static let name = "KIOSK_HTML"

    /// `text` with the five characters HTML gives meaning to written as entities.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: Self.isSpecial) else { return text }
        var escaped = String.UnicodeScalarView()
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "'": escaped.append(contentsOf: "&#39;".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// Whether `byte` is one of the five the HTML escapes (each is one byte in UTF-8, and no
    /// byte of a longer scalar equals one of them).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
