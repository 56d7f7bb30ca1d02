/// `application/x-www-form-urlencoded` and query-string decoding.
public enum FormDecoding {
    /// The `name=value` pairs of `text` in order. `plusIsSpace` applies the form rule that
    /// `+` means a space; invalid percent escapes are kept literally.
    public static func pairs(_ text: String, plusIsSpace: Bool = true) -> [(name: String, value: String)] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: "&", omittingEmptySubsequences: true).map { part in
            if let equals = part.firstIndex(of: "=") {
                return (decode(part[..<equals], plusIsSpace: plusIsSpace), decode(part[part.index(after: equals)...], plusIsSpace: plusIsSpace))
            }
            return (decode(part, plusIsSpace: plusIsSpace), "")
        }
    }

    /// Percent-decodes `text` (as UTF-8, invalid sequences replaced).
    public static func decode(_ text: Substring, plusIsSpace: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "+"), plusIsSpace {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
                      let high = hexValue(iterator[iterator.startIndex]),
                      let low = hexValue(iterator[iterator.startIndex + 1]) {
                bytes.append(high << 4 | low)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
