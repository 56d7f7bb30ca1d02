/// The fields of an `application/x-www-form-urlencoded` body or query string, in the order sent.
///
/// A small decoder of our own rather than Foundation's `URLComponents`: it must reject what a
/// browser never sends (bad percent escapes, bytes that are not UTF-8) with a 400, and treat `+`
/// as a space, which `URLComponents` does not.
struct FormFields: Equatable, Sendable {
    /// The name–value pairs, in order; a name may repeat.
    private(set) var pairs: [(name: String, value: String)] = []

    /// No fields.
    init() {}

    /// Fields from pairs (tests, and building a query).
    init(_ pairs: [(String, String)]) {
        self.pairs = pairs.map { (name: $0.0, value: $0.1) }
    }

    /// Decodes `bytes`: `name=value` pairs separated by `&`, `+` for a space, `%XX` escapes, UTF-8.
    ///
    /// - Throws: `FormDecodingError` naming the first malformed pair.
    init(decoding bytes: some Collection<UInt8>) throws(FormDecodingError) {
        for (index, pair) in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).enumerated() {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0], pair: index)
            let value = parts.count > 1 ? try Self.decode(parts[1], pair: index) : ""
            pairs.append((name: name, value: value))
        }
    }

    /// Decodes a query string (the part of a URL after `?`); `nil` is no fields.
    init(query: String?) throws(FormDecodingError) {
        guard let query else { self.init(); return }
        try self.init(decoding: Array(query.utf8))
    }

    /// The first value named `name`, if any.
    subscript(_ name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// Every value named `name`, in order.
    func values(_ name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }

    static func == (lhs: FormFields, rhs: FormFields) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
    }

    // MARK: - Encoding

    /// `text` percent-encoded for a query string or a form: everything but unreserved ASCII is
    /// escaped (so the result is safe in a `Location` header as well).
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    // MARK: - Decoding

    private static func decode(_ encoded: some Collection<UInt8>, pair: Int) throws(FormDecodingError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index != encoded.endIndex {
            let byte = encoded[index]
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                let high = encoded.index(after: index)
                guard high != encoded.endIndex, let h = hexValue(encoded[high]) else { throw .badEscape(pair: pair) }
                let low = encoded.index(after: high)
                guard low != encoded.endIndex, let l = hexValue(encoded[low]) else { throw .badEscape(pair: pair) }
                bytes.append(h << 4 | l)
                index = low
            default:
                bytes.append(byte)
            }
            index = encoded.index(after: index)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(pair: pair) }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
