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
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        append(text, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Appends `text`'s UTF-8 to `bytes` with the five characters written as entities.
    ///
    /// NB: byte by byte, which judges each scalar: the five are one byte each in UTF-8, and no
    /// byte of a longer scalar equals one of them, so a mark after a quote follows `&quot;`.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: Self.isSpecial) else { return bytes.append(contentsOf: utf8) }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
                default: bytes.append(byte)
                }
            }
        }
    }

    /// Whether `byte` is one of the five the HTML escapes (each is one byte in UTF-8, and no
    /// byte of a longer scalar equals one of them).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
