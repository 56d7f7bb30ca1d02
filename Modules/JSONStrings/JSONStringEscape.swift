/// The escapes of a JSON string (RFC 8259, section 7), decoded one way for every JSON reader in
/// the workspace: the API clients' `JSONReader` (Networking) and kiosk-mock's `JSONParser`, which
/// share no other module.
public enum JSONStringEscape {
    /// What a lone surrogate (`\uD83D` with no low half after it, or a low half alone) becomes:
    /// it cannot be a Swift string.
    public enum LoneSurrogate: Sendable {
        /// U+FFFD, as most servers do (kiosk-mock, which must answer whatever a client sends).
        case replaced
        /// Refused (the API clients, which leave such a document to `JSONDecoder` to judge).
        case refused
    }

    /// Why an escape could not be decoded; `index` is left where the reader should say it is.
    public enum Failure: Error, Equatable, Sendable {
        /// A letter after the backslash that JSON does not escape (`index` at that letter).
        case unknownEscape
        /// The document ends inside a `\u` escape.
        case endsInsideUnicodeEscape
        /// A `\u` escape with a digit that is not hexadecimal (`index` at that digit).
        case notHexadecimal
        /// A lone surrogate, under `LoneSurrogate.refused`.
        case loneSurrogate
    }

    /// Decodes the escape whose backslash was just read: `index` is at the letter after it, and
    /// is moved past the escape (both halves of a surrogate pair).
    ///
    /// With `.replaced`, a high surrogate followed by a `\u` escape that is not its low half
    /// becomes U+FFFD and leaves that escape to be read next.
    @inlinable
    public static func decode<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at index: inout Int, loneSurrogate: LoneSurrogate
    ) throws(Failure) -> Unicode.Scalar where Bytes.Index == Int {
        guard index < bytes.endIndex else { throw .endsInsideUnicodeEscape }
        let letter = bytes[index]
        switch letter {
        case UInt8(ascii: "\""): index += 1; return "\""
        case UInt8(ascii: "\\"): index += 1; return "\\"
        case UInt8(ascii: "/"): index += 1; return "/"
        case UInt8(ascii: "b"): index += 1; return "\u{08}"
        case UInt8(ascii: "f"): index += 1; return "\u{0C}"
        case UInt8(ascii: "n"): index += 1; return "\n"
        case UInt8(ascii: "r"): index += 1; return "\r"
        case UInt8(ascii: "t"): index += 1; return "\t"
        case UInt8(ascii: "u"): break
        default: throw .unknownEscape
        }
        index += 1
        let unit = try hexQuad(bytes, at: &index)
        if (0xD800..<0xDC00).contains(unit) {
            if bytes.endIndex - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let second = index
                index += 2
                let low = try hexQuad(bytes, at: &index)
                if (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!
                }
                guard loneSurrogate == .replaced else { throw .loneSurrogate }
                index = second
                return "\u{FFFD}"
            }
            guard loneSurrogate == .replaced else { throw .loneSurrogate }
            return "\u{FFFD}"
        }
        if let scalar = Unicode.Scalar(UInt32(unit)) { return scalar }
        // A low half alone.
        guard loneSurrogate == .replaced else { throw .loneSurrogate }
        return "\u{FFFD}"
    }

    /// The four hexadecimal digits of a `\u` escape, `index` moved past them.
    @inlinable
    static func hexQuad<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: inout Int) throws(Failure) -> UInt16
    where Bytes.Index == Int {
        guard bytes.endIndex - index >= 4 else { throw .endsInsideUnicodeEscape }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .notHexadecimal
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }
}
