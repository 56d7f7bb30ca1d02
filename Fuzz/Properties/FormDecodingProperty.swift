#if canImport(MockServerKit)
@testable import MockServerKit
#endif

// Form and query decoding: never crashes, and text without `%` and `+` decodes to itself
// (so decoding only ever removes escapes; it never invents or drops other bytes).
func checkFormDecoding(_ data: UnsafePointer<UInt8>, _ size: Int) throws {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for plusIsSpace in [true, false] {
        let pairs = FormDecoding.pairs(text, plusIsSpace: plusIsSpace)
        try expect(pairs.count <= text.utf8.count + 1, "more pairs than bytes")
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0 != "%" && $0 != "+" })
        let plain = String(scalars)
        try expect(FormDecoding.decode(Substring(plain), plusIsSpace: plusIsSpace) == plain, "plain text changed: \(plain.debugDescription)")
    }
}
