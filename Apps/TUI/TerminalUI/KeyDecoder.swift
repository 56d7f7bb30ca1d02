/// A pure state machine from terminal input bytes to keys.
///
/// Handles CSI and SS3 cursor keys with xterm modifiers (`ESC[1;5A` is Ctrl-Up), the Home/End
/// variants of xterm, rxvt and the VT220, PgUp/PgDn, Insert/Delete, F1–F12, Enter, Tab,
/// Shift-Tab and Backspace in their variants, Alt-key as ESC + key, `CSI u` keys, UTF-8 text
/// (grouped into grapheme clusters), bracketed paste, SGR mouse reports (`ESC [ < b ; x ; y M`,
/// as `.mouse`), and several keys in one read.
///
/// A lone ESC is ambiguous, since it starts every sequence, so it stays pending until
/// `flushTimeout()` is called after a short quiet period, which the event loop does. Bytes that
/// make no key (a sequence we do not know, a stray UTF-8 continuation byte, garbage) are
/// dropped; no input makes the decoder trap or hold bytes forever.
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var pasted: [UInt8]?

    /// The longest escape sequence kept waiting for its end; longer ones are garbage.
    static let maximumSequenceLength = 64

    private static let escape: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting (a lone ESC, an incomplete sequence, an unfinished paste).
    public var hasPending: Bool { !buffer.isEmpty || pasted != nil }

    /// Feeds bytes in, returns the keys they complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        buffer.append(contentsOf: bytes)
        return drain()
    }

    /// Called when no byte arrived for a short while: a pending ESC was the Escape key
    /// (ESC `[` alone is Alt-`[`), an unfinished paste is delivered as it is, and any other
    /// incomplete sequence is dropped rather than left to swallow later keys.
    public mutating func flushTimeout() -> [Key] {
        var keys: [Key] = []
        while true {
            if let pasted {
                keys.append(.paste(Self.pasteText(pasted + buffer)))
                self.pasted = nil
                buffer.removeAll()
                break
            }
            guard let first = buffer.first else { break }
            guard first == Self.escape else {
                buffer.removeAll() // An incomplete UTF-8 character.
                break
            }
            if buffer.count == 1 {
                keys.append(.escape)
                buffer.removeAll()
                break
            }
            let second = buffer[1]
            if second == UInt8(ascii: "[") || second == UInt8(ascii: "O") {
                if buffer.count == 2 { keys.append(.modified(.character(Character(Unicode.Scalar(second))), .alt)) }
                buffer.removeAll() // A truncated sequence.
                break
            }
            keys.append(.escape)
            buffer.removeFirst()
            keys += drain()
        }
        return keys
    }

    // MARK: - Decoding

    /// Decodes every complete key at the front of the buffer and keeps the incomplete rest.
    private mutating func drain() -> [Key] {
        var keys: [Key] = []
        var start = 0
        while start < buffer.count {
            guard let (decoded, used) = decode(at: start) else { break }
            keys.append(contentsOf: decoded)
            start += used
        }
        buffer.removeFirst(start)
        return keys
    }

    /// The keys at `start` and how many bytes they took, or `nil` when more bytes are needed.
    private mutating func decode(at start: Int) -> ([Key], Int)? {
        if pasted != nil { return decodePaste(at: start) }
        let first = buffer[start]
        if first == Self.escape { return decodeEscape(at: start) }
        if first < 0x20 || first == 0x7F { return (Self.control(first).map { [$0] } ?? [], 1) }
        return decodeText(at: start)
    }

    /// A C0 control byte or DEL as a key.
    private static func control(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x1B: return .escape
        case 0x00: return .ctrl(" ")
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1C...0x1F: return .ctrl(Character(Unicode.Scalar(byte + 0x40)))
        default: return nil
        }
    }

    /// A run of printable text, as grapheme clusters; invalid UTF-8 is skipped and an
    /// incomplete character at the end waits for its remaining bytes.
    private func decodeText(at start: Int) -> ([Key], Int)? {
        var text: [UInt8] = []
        var index = start
        scan: while index < buffer.count {
            let byte = buffer[index]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { break }
                text.append(byte)
                index += 1
                continue
            }
            let length: Int
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default:
                index += 1 // A stray continuation byte or an invalid lead: skip it.
                continue scan
            }
            let available = min(length, buffer.count - index)
            let continuationsValid = buffer[(index + 1)..<(index + available)].allSatisfy { $0 & 0xC0 == 0x80 }
            if available < length {
                if continuationsValid { break } // Wait for the rest of the character.
                index += 1
                continue
            }
            guard continuationsValid, String(validating: buffer[index..<(index + length)], as: UTF8.self) != nil else {
                index += 1 // Overlong forms, surrogates and the like.
                continue
            }
            text.append(contentsOf: buffer[index..<(index + length)])
            index += length
        }
        guard index > start else { return nil }
        return (String(decoding: text, as: UTF8.self).map { .character($0) }, index - start)
    }

    /// Everything that starts with ESC: CSI and SS3 sequences, Alt-key, a lone Escape.
    private mutating func decodeEscape(at start: Int) -> ([Key], Int)? {
        guard start + 1 < buffer.count else { return nil }
        let second = buffer[start + 1]
        switch second {
        case UInt8(ascii: "["):
            return decodeCSI(at: start)
        case UInt8(ascii: "O"):
            guard start + 2 < buffer.count else { return nil }
            let final = buffer[start + 2]
            if let key = Self.ss3(final) { return ([key], 3) }
            if (0x40...0x7E).contains(final) { return ([], 3) }
            return ([.modified(.character("O"), .alt)], 2)
        case Self.escape:
            return ([.escape], 1)
        case 0x00..<0x80:
            let key = second < 0x20 || second == 0x7F ? Self.control(second) : .character(Character(Unicode.Scalar(second)))
            return (key.map { [.modified($0, .alt)] } ?? [], 2)
        default:
            // ESC before a non-ASCII byte: Escape, then the text decoded on its own.
            return ([.escape], 1)
        }
    }

    /// An SS3 sequence's final byte as a key (`ESC O A` is Up in application cursor mode).
    private static func ss3(_ final: UInt8) -> Key? {
        switch final {
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
        // NB: a numeric keypad in application mode (a kiosk's PIN pad): ESC O p … y are 0 … 9.
        case UInt8(ascii: "p")...UInt8(ascii: "y"): .character(Character(Unicode.Scalar(final - UInt8(ascii: "p") + UInt8(ascii: "0"))))
        case UInt8(ascii: "n"): .character(".")
        case UInt8(ascii: "k"): .character("+")
        case UInt8(ascii: "m"): .character("-")
        case UInt8(ascii: "j"): .character("*")
        case UInt8(ascii: "o"): .character("/")
        default: nil
        }
    }

    /// `ESC [ parameters (0x30–0x3F)* intermediates (0x20–0x2F)* final (0x40–0x7E)`.
    private mutating func decodeCSI(at start: Int) -> ([Key], Int)? {
        var index = start + 2
        while index < buffer.count, (0x20...0x3F).contains(buffer[index]) { index += 1 }
        guard index < buffer.count else {
            // Unfinished: wait for the rest, unless it is too long to be a real sequence.
            return index - start > Self.maximumSequenceLength ? ([], index - start) : nil
        }
        let final = buffer[index]
        // A byte that cannot end a sequence: drop what came before it and decode it afresh.
        guard (0x40...0x7E).contains(final) else { return ([], index - start) }
        let length = index + 1 - start
        let raw = buffer[(start + 2)..<index]
        // Private parameters: `<` starts an SGR mouse report; `?` and the rest are replies, not keys.
        if let marker = raw.first, (0x3C...0x3F).contains(marker) {
            guard marker == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return ([], length) }
            let fields = String(decoding: raw.dropFirst(), as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            return (MouseEvent(sgrParameters: fields, final: final).map { [.mouse($0)] } ?? [], length)
        }
        let parameters = String(decoding: raw, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = parameters.first.flatMap { $0 } ?? 1
        let modifiers = parameters.count > 1 ? KeyModifiers(xtermParameter: parameters[1] ?? 1) : []
        var key: Key?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        case UInt8(ascii: "~"):
            switch first {
            case 1, 7: key = .home
            case 2: key = .insert
            case 3: key = .delete
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 11...15: key = .function(first - 10)
            case 17...21: key = .function(first - 11)
            case 23, 24: key = .function(first - 12)
            case 200:
                pasted = []
                return ([], length)
            default: key = nil
            }
        case UInt8(ascii: "u"):
            // `CSI codepoint ; modifiers u` (fixterms / kitty).
            switch first {
            case 13: key = .enter
            case 9: key = .tab
            case 27: key = .escape
            case 127, 8: key = .backspace
            default: key = Unicode.Scalar(UInt32(clamping: max(0, first))).map { .character(Character($0)) }
            }
        default:
            key = nil
        }
        guard var key else { return ([], length) }
        if key == .tab, modifiers == .shift { key = .backTab } else if !modifiers.isEmpty { key = .modified(key, modifiers) }
        return ([key], length)
    }

    /// The bytes of a bracketed paste up to its end marker.
    private mutating func decodePaste(at start: Int) -> ([Key], Int)? {
        let end = Self.pasteEnd
        if let range = buffer[start...].firstRange(of: end) {
            pasted!.append(contentsOf: buffer[start..<range.lowerBound])
            let text = Self.pasteText(pasted!)
            pasted = nil
            return ([.paste(text)], range.upperBound - start)
        }
        // Keep what may be the start of the end marker; the rest belongs to the paste.
        let move = buffer.count - start - (end.count - 1)
        guard move > 0 else { return nil }
        pasted!.append(contentsOf: buffer[start..<(start + move)])
        return ([], move)
    }

    /// Pasted bytes as text: line breaks become "\n", other control characters are dropped
    /// (a paste cannot smuggle escape sequences into a field), invalid UTF-8 becomes U+FFFD.
    static func pasteText(_ bytes: [UInt8]) -> String {
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                cleaned.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else if byte == 0x0A || byte == 0x09 || (byte >= 0x20 && byte != 0x7F) {
                cleaned.append(byte)
            }
            index += 1
        }
        return String(decoding: cleaned, as: UTF8.self)
    }
}
