/// A pure state machine from terminal input bytes to keys.
///
/// Handles CSI and SS3 cursor keys, Home/End, PgUp/PgDn, Delete, function keys, Enter and
/// Backspace in their variants, UTF-8 text, bracketed paste and several keys in one read. A lone
/// ESC is ambiguous (it starts every sequence), so it stays pending until `flushTimeout()` is
/// called after a short quiet period, which the event loop does.
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var pasting: [UInt8]?

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting (a lone ESC, or an incomplete sequence).
    public var hasPending: Bool { !buffer.isEmpty }

    /// Feeds bytes in, returns the keys they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        buffer.append(contentsOf: bytes)
        var keys: [Key] = []
        while let (key, used) = decodeOne() {
            buffer.removeFirst(used)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// Called when no byte arrived for a short while: a pending ESC was the Escape key, and any
    /// incomplete sequence is dropped rather than left to swallow later keys.
    public mutating func flushTimeout() -> [Key] {
        guard !buffer.isEmpty else { return [] }
        defer { buffer.removeAll() }
        if buffer == [0x1B] { return [.escape] }
        if buffer.count == 2, buffer[0] == 0x1B, let key = Self.plain(buffer[1]) {
            return [.escape, key] // Alt-key: report both halves.
        }
        return []
    }

    /// Decodes one key from the front of the buffer. `nil` means more bytes are needed;
    /// `(nil, n)` means `n` bytes were consumed without producing a key.
    private mutating func decodeOne() -> (Key?, Int)? {
        if pasting != nil { return decodePaste() }
        guard let first = buffer.first else { return nil }
        if first == 0x1B { return decodeEscape() }
        if first < 0x80 { return (Self.plain(first), 1) }
        return decodeUTF8()
    }

    private static func plain(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x1B: return .escape
        case 0x00: return .ctrl(" ")
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1C...0x1F: return nil
        default: return .character(Character(Unicode.Scalar(byte)))
        }
    }

    private func decodeUTF8() -> (Key?, Int)? {
        let first = buffer[0]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1) // A stray continuation or invalid byte: skip it.
        }
        guard buffer.count >= length else { return nil }
        let bytes = Array(buffer[0..<length])
        guard bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }), let text = String(validating: bytes, as: UTF8.self),
              let character = text.first else {
            return (nil, 1)
        }
        return (.character(character), length)
    }

    private mutating func decodeEscape() -> (Key?, Int)? {
        guard buffer.count >= 2 else { return nil }
        switch buffer[1] {
        case UInt8(ascii: "["):
            return decodeCSI()
        case UInt8(ascii: "O"):
            guard buffer.count >= 3 else { return nil }
            let key: Key? = switch buffer[2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "P"): .function(1)
            case UInt8(ascii: "Q"): .function(2)
            case UInt8(ascii: "R"): .function(3)
            case UInt8(ascii: "S"): .function(4)
            case UInt8(ascii: "M"): .enter
            default: nil
            }
            return (key, 3)
        case 0x1B:
            return (.escape, 1)
        default:
            // ESC followed by an ordinary byte: Alt+key. We report Escape then the key.
            return (.escape, 1)
        }
    }

    private mutating func decodeCSI() -> (Key?, Int)? {
        // ESC [ parameters (0x30–0x3F)* intermediates (0x20–0x2F)* final (0x40–0x7E)
        var index = 2
        while index < buffer.count, (0x20...0x3F).contains(buffer[index]) { index += 1 }
        guard index < buffer.count else {
            return buffer.count > 32 ? (nil, buffer.count) : nil
        }
        let final = buffer[index]
        let parameters = String(decoding: buffer[2..<index], as: UTF8.self)
        let length = index + 1
        let first = Int(parameters.split(separator: ";").first ?? "") ?? 0
        let key: Key?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "~"):
            switch first {
            case 1, 7: key = .home
            case 4, 8: key = .end
            case 3: key = .delete
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 11...15: key = .function(first - 10)
            case 17...21: key = .function(first - 11)
            case 23, 24: key = .function(first - 12)
            case 200:
                pasting = []
                return (nil, length)
            default: key = nil
            }
        default:
            key = nil
        }
        return (key, length)
    }

    private mutating func decodePaste() -> (Key?, Int)? {
        let end: [UInt8] = Array("\u{1B}[201~".utf8)
        // Look for the end marker; everything before it is pasted text.
        if let range = buffer.firstRange(of: end) {
            pasting!.append(contentsOf: buffer[..<range.lowerBound])
            let text = String(decoding: pasting!, as: UTF8.self)
            pasting = nil
            return (.paste(text), range.upperBound)
        }
        // Keep a possible partial end marker in the buffer; move the rest into the paste.
        let keep = min(buffer.count, end.count - 1)
        let move = buffer.count - keep
        guard move > 0 else { return nil }
        pasting!.append(contentsOf: buffer[..<move])
        return (nil, move)
    }
}
