#if canImport(TerminalUI)
@testable import TerminalUI
#endif

// The terminal's key decoder: for any bytes, fed in any chunks, it never crashes, decodes the
// same keys as when fed at once, always resynchronises (after the timeout flush, "x" is the key
// x), and a bracketed paste of any bytes arrives whole (its text is every byte of it, cleaned of
// control characters, never a byte lost to the decoder).
func checkKeyDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) throws {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = bytes.first else { return }
    let input = Array(bytes.dropFirst())
    let chunk = Int(first % 16) + 1

    var whole = KeyDecoder()
    let atOnce = whole.feed(input) + whole.flushTimeout()
    var pieces = KeyDecoder()
    var chunked: [Key] = []
    var start = 0
    while start < input.count {
        chunked += pieces.feed(input[start..<min(start + chunk, input.count)])
        start += chunk
    }
    chunked += pieces.flushTimeout()
    // NB: typed text is compared as text: a combining mark in the next read joins no character
    // already delivered (waiting to see whether one follows would delay every key).
    try expect(joiningText(atOnce) == joiningText(chunked), "chunks of \(chunk) decode differently: \(input)")
    try expect(!pieces.hasPending, "bytes pending after the flush: \(input)")
    try expect(pieces.feed(Array("x".utf8)) == [.character("x")], "no resync after \(input)")

    // A paste of these bytes (without ESC, which could end it).
    let payload = input.filter { $0 != 0x1B }
    var paste = KeyDecoder()
    let framed = Array("\u{1B}[200~".utf8) + payload + Array("\u{1B}[201~".utf8)
    var keys: [Key] = []
    start = 0
    while start < framed.count {
        keys += paste.feed(framed[start..<min(start + chunk, framed.count)])
        start += chunk
    }
    keys += paste.flushTimeout()
    try expect(keys == [.paste(KeyDecoder.pasteText(payload))], "paste of \(payload) decoded as \(keys)")
}

/// The keys with each run of typed characters joined into one text.
func joiningText(_ keys: [Key]) -> [String] {
    var result: [String] = []
    var text = ""
    for key in keys {
        if case let .character(character) = key { text.append(character); continue }
        if !text.isEmpty { result.append("text " + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")); text = "" }
        result.append("\(key)")
    }
    if !text.isEmpty { result.append("text " + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }
    return result
}
