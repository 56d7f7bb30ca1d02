import Mustache

/// The kiosk's HTML escaping, which every template names (`{{% CONTENT_TYPE: KIOSK_HTML}}`;
/// `Scripts/check-layers` fails a template that does not): `<`, `>`, `&`, `"` and `'` become
/// entities wherever they stand, and a text holding none of them is returned as it is after one
/// look at its bytes.
///
/// Why not the library's: it escapes by `Character`, and a quote followed by a combining mark
/// (`"\u{301}`) is one character its table does not hold, so it went out as a bare `"` that
/// ends an attribute: a wine's name or a typed search could add attributes to a tag. Here each
/// Unicode scalar is judged, so the mark follows `&quot;`. Every other text reads as the
/// library wrote it. (And it is faster: the library hashed every character of every value.)
///
/// NB: a partial or a layout block starts again from the library's escaping, which is why each
/// template and each page's `{{$main}}` names this one.
struct HTMLEscaping: MustacheContentType {
    /// The name the templates' pragma gives.
    static let name = "KIOSK_HTML"

    func escapeText(_ text: String) -> String {
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
