import Mustache

/// Mustache's HTML escaping, giving the same text for every input, but returning a text that
/// holds none of `<`, `>`, `&`, `"` and `'` (most names, every number and address) as it is
/// after one look at its bytes.
///
/// Why: the library escapes character by character through a dictionary, hashing every
/// `Character` of every value; on a catalog page that was a large part of its time. A template
/// opts in with `{{% CONTENT_TYPE: KIOSK_HTML}}`; a partial starts again from the library's
/// escaping, so each template that draws many values says it (the text is the same either way).
struct HTMLEscaping: MustacheContentType {
    /// The name the templates' pragma gives.
    static let name = "KIOSK_HTML"

    func escapeText(_ text: String) -> String {
        guard text.utf8.contains(where: Self.isSpecial) else { return text }
        // NB: by characters, as the library does: a character made of `"` and a combining mark
        // is one character, which the library's table does not hold.
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Whether `byte` starts something the HTML escapes.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
