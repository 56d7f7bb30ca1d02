// Form and query decoding: never crashes, and text without `%` and `+` decodes to itself
// (so decoding only ever removes escapes; it never invents or drops other bytes).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormDecoding(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for plusIsSpace in [true, false] {
        let pairs = FormDecoding.pairs(text, plusIsSpace: plusIsSpace)
        expect(pairs.count <= text.utf8.count + 1, "more pairs than bytes")
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0 != "%" && $0 != "+" })
        let plain = String(scalars)
        expect(FormDecoding.decode(Substring(plain), plusIsSpace: plusIsSpace) == plain, "plain text changed: \(plain.debugDescription)")
    }
    return 0
}
