import Foundation
import JSONStrings

/// A forward-only reader over the UTF-8 bytes of one JSON document, for the responses whose size
/// makes `JSONDecoder` the bottleneck (a wine.com catalog page of 100 products is ~150 KB, and an
/// import reads a thousand of them).
///
/// The caller asks for exactly the values it keeps; everything else is skipped, validated but
/// never built. The reader is deliberately narrow: escaped keys, numbers that are not plain
/// integers where an integer is asked for, nesting deeper than `maximumDepth` and anything else
/// out of the ordinary throw `JSONReader.Unsupported`. Callers then fall back to `JSONDecoder`,
/// which stays the authority on what a body means and on the error that names its JSON path.
struct JSONReader {
    /// Why the reader stopped: the document is malformed, or well-formed in a way the reader
    /// leaves to `JSONDecoder`.
    struct Unsupported: Error, CustomStringConvertible {
        /// The byte offset where reading stopped.
        let offset: Int
        /// What was found there.
        let reason: String

        var description: String { "JSON at byte \(offset): \(reason)" }
    }

    /// A member name, as the bytes between its quotes (never escaped).
    struct Key {
        let bytes: UnsafeRawBufferPointer

        /// Whether the name is exactly `name`.
        func `is`(_ name: StaticString) -> Bool {
            guard bytes.count == name.utf8CodeUnitCount else { return false }
            return memcmp(bytes.baseAddress!, name.utf8Start, bytes.count) == 0
        }

        /// `switch key { case "Id": … }`.
        static func ~= (name: StaticString, key: Key) -> Bool { key.is(name) }
    }

    /// Deeper than this, `skipValue` gives up rather than recurse further.
    static let maximumDepth = 256

    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    /// A reader at the start of `bytes`, which must outlive it.
    ///
    /// - Throws: `Unsupported` when the bytes are not valid UTF-8 anywhere, skipped parts
    ///   included, as `JSONDecoder` refuses them.
    init(_ bytes: UnsafeRawBufferPointer) throws {
        self.bytes = bytes
        if let offset = Self.firstInvalidUTF8(in: bytes) {
            throw Unsupported(offset: offset, reason: "bytes that are not valid UTF-8")
        }
    }

    /// Where `bytes` stop being valid UTF-8 (overlong forms, surrogates and values past U+10FFFF
    /// included), or `nil` when they are valid. Runs of ASCII are checked eight bytes at a time.
    static func firstInvalidUTF8(in bytes: UnsafeRawBufferPointer) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            if count - index >= 8, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            let smallest: UInt32
            switch lead {
            case 0xC0...0xDF: (length, scalar, smallest) = (2, UInt32(lead & 0x1F), 0x80)
            case 0xE0...0xEF: (length, scalar, smallest) = (3, UInt32(lead & 0x0F), 0x800)
            case 0xF0...0xF7: (length, scalar, smallest) = (4, UInt32(lead & 0x07), 0x10000)
            default: return index
            }
            guard count - index >= length else { return index }
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            guard scalar >= smallest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return index }
            index += length
        }
        return nil
    }

    // MARK: - Structure

    /// Reads `{`.
    mutating func beginObject() throws {
        try expect(UInt8(ascii: "{"))
        objectStarted = true
    }

    /// The next member's name (its value is next to read), or `nil` after the closing `}`.
    mutating func nextKey() throws -> Key? {
        skipWhitespace()
        if objectStarted {
            objectStarted = false
            if peekByte == UInt8(ascii: "}") { index += 1; return nil }
        } else {
            guard let byte = peekByte else { throw unsupported("the document ends inside an object") }
            index += 1
            if byte == UInt8(ascii: "}") { return nil }
            guard byte == UInt8(ascii: ",") else { throw unsupported("expected , or } in an object") }
            skipWhitespace()
        }
        guard peekByte == UInt8(ascii: "\"") else { throw unsupported("expected a member name") }
        index += 1
        let start = index
        while let byte = peekByte, byte != UInt8(ascii: "\"") {
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { throw unsupported("an escaped or control character in a member name") }
            index += 1
        }
        guard peekByte != nil else { throw unsupported("the document ends inside a member name") }
        let key = Key(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        index += 1
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// Reads `[`.
    mutating func beginArray() throws {
        try expect(UInt8(ascii: "["))
        arrayStarted = true
    }

    /// Whether another element follows (then it is next to read); `false` after the closing `]`.
    mutating func nextElement() throws -> Bool {
        skipWhitespace()
        if arrayStarted {
            arrayStarted = false
            if peekByte == UInt8(ascii: "]") { index += 1; return false }
            return true
        }
        guard let byte = peekByte else { throw unsupported("the document ends inside an array") }
        index += 1
        if byte == UInt8(ascii: "]") { return false }
        guard byte == UInt8(ascii: ",") else { throw unsupported("expected , or ] in an array") }
        return true
    }

    /// Checks that nothing but whitespace follows the document.
    mutating func end() throws {
        skipWhitespace()
        guard index == bytes.count else { throw unsupported("more after the end of the document") }
    }

    // NB: set by `beginObject`/`beginArray` so the first `nextKey`/`nextElement` expects no
    // comma; cleared by it. Nested containers are always read completely before the outer one
    // continues, so one flag per kind is enough.
    private var objectStarted = false
    private var arrayStarted = false

    // MARK: - Values

    /// What the next value is, by its first byte.
    enum Kind { case object, array, string, number, bool, null }

    /// The kind of the next value.
    mutating func peekKind() throws -> Kind {
        skipWhitespace()
        guard let byte = peekByte else { throw unsupported("the document ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw unsupported("not a JSON value")
        }
    }

    /// Reads `null` and returns `true`, or leaves anything else unread and returns `false`.
    mutating func readNull() throws -> Bool {
        guard try peekKind() == .null else { return false }
        try literal("null")
        return true
    }

    /// Reads a string, unescaping it.
    mutating func readString() throws -> String {
        guard try peekKind() == .string else { throw unsupported("expected a string") }
        index += 1
        let start = index
        // The common case, no escapes: the bytes are the string.
        while let byte = peekByte {
            if byte == UInt8(ascii: "\"") {
                // NB: `init` checked that the document is valid UTF-8.
                let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw unsupported("a control character in a string") }
            index += 1
        }
        var unescaped = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        try readEscapedRest(into: &unescaped)
        // NB: valid UTF-8: the document's own bytes, and scalars `\u` escapes encode.
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// Reads an integer written without fraction or exponent.
    mutating func readInt() throws -> Int {
        let number = try readNumber()
        guard number.fraction.isEmpty, !number.hasExponent, number.whole.count <= 18 else {
            throw unsupported("expected a plain integer")
        }
        var value = 0
        for digit in number.whole { value = value * 10 + Int(digit &- UInt8(ascii: "0")) }
        return number.negative ? -value : value
    }

    /// A number as written: its sign, the digits before and after the point, and whether an
    /// exponent followed (not interpreted: callers that meet one leave it to `JSONDecoder`).
    struct Number {
        var negative: Bool
        var whole: UnsafeRawBufferPointer
        var fraction: UnsafeRawBufferPointer
        var hasExponent: Bool
    }

    /// Reads a number, checking its grammar.
    mutating func readNumber() throws -> Number {
        guard try peekKind() == .number else { throw unsupported("expected a number") }
        let negative = peekByte == UInt8(ascii: "-")
        if negative { index += 1 }
        let wholeStart = index
        guard let first = peekByte, isDigit(first) else { throw unsupported("a number without digits") }
        skipDigits()
        if first == UInt8(ascii: "0"), index - wholeStart > 1 { throw unsupported("a number with a leading zero") }
        let whole = UnsafeRawBufferPointer(rebasing: bytes[wholeStart..<index])
        var fraction = UnsafeRawBufferPointer(rebasing: bytes[index..<index])
        if peekByte == UInt8(ascii: ".") {
            index += 1
            let start = index
            skipDigits()
            guard index > start else { throw unsupported("a number without digits after the point") }
            fraction = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
        }
        var hasExponent = false
        if peekByte == UInt8(ascii: "e") || peekByte == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            if peekByte == UInt8(ascii: "+") || peekByte == UInt8(ascii: "-") { index += 1 }
            let start = index
            skipDigits()
            guard index > start else { throw unsupported("a number without digits in its exponent") }
        }
        return Number(negative: negative, whole: whole, fraction: fraction, hasExponent: hasExponent)
    }

    /// Reads past the next value, whatever it is, checking that it is well-formed.
    mutating func skipValue() throws {
        try skipValue(depth: 0)
    }

    private mutating func skipValue(depth: Int) throws {
        guard depth < Self.maximumDepth else { throw unsupported("nesting deeper than \(Self.maximumDepth)") }
        switch try peekKind() {
        case .object:
            try beginObject()
            while try nextKey() != nil { try skipValue(depth: depth + 1) }
        case .array:
            try beginArray()
            while try nextElement() { try skipValue(depth: depth + 1) }
        case .string: try skipString()
        case .number: _ = try readNumber()
        case .bool: try literal(peekByte == UInt8(ascii: "t") ? "true" : "false")
        case .null: try literal("null")
        }
    }

    // MARK: - Bytes

    private var peekByte: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws {
        skipWhitespace()
        guard peekByte == byte else { throw unsupported("expected \(Character(Unicode.Scalar(byte)))") }
        index += 1
    }

    private mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count, memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0 else {
            throw unsupported("expected \(word)")
        }
        index += count
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = peekByte, isDigit(byte) { index += 1 }
    }

    private mutating func skipString() throws {
        index += 1
        while let byte = peekByte {
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"):
                guard peekByte != nil else { break }
                // NB: a lone surrogate is only skipped here: whether it is acceptable is for
                // whoever reads the value.
                _ = try escape(loneSurrogate: .replaced)
            case ..<0x20: throw unsupported("a control character in a string")
            default: continue
            }
        }
        throw unsupported("the document ends inside a string")
    }

    /// Reads the rest of a string that has escapes, from the first backslash to the closing quote.
    private mutating func readEscapedRest(into output: inout [UInt8]) throws {
        while let byte = peekByte {
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"):
                guard peekByte != nil else { throw unsupported("the document ends inside a string") }
                output.append(contentsOf: UTF8.encode(try escape(loneSurrogate: .refused))!)
            case ..<0x20: throw unsupported("a control character in a string")
            default: output.append(byte)
            }
        }
        throw unsupported("the document ends inside a string")
    }

    /// The escape after a backslash (`JSONStringEscape`, shared with kiosk-mock's parser); a lone
    /// surrogate is left to `JSONDecoder` when refused.
    private mutating func escape(loneSurrogate: JSONStringEscape.LoneSurrogate) throws -> Unicode.Scalar {
        do {
            return try JSONStringEscape.decode(bytes, at: &index, loneSurrogate: loneSurrogate)
        } catch {
            switch error {
            case .unknownEscape: throw unsupported("an unknown escape in a string")
            case .endsInsideUnicodeEscape: throw unsupported("the document ends inside a \\u escape")
            case .notHexadecimal: throw unsupported("a \\u escape that is not hexadecimal")
            case .loneSurrogate: throw unsupported("a lone surrogate in a string")
            }
        }
    }

    /// Why reading stops here, for the readers built on this one too.
    func unsupported(_ reason: String) -> Unsupported {
        Unsupported(offset: index, reason: reason)
    }

    /// Refuses a member given twice (`seen` is what its first occurrence left): what that means
    /// is `JSONDecoder`'s to say.
    func once<T>(_ seen: T?, _ name: StaticString) throws {
        guard seen == nil else { throw unsupported("\(name) given twice") }
    }
}
