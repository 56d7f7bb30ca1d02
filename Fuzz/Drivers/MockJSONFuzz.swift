// kiosk-mock's JSON: whatever JSONParser accepts, JSONWriter writes in every server's style
// as text JSONParser reads back to the same value (exactly in the style that keeps numbers as
// written, by meaning in the others), and writing it again gives the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMockJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let value = try? JSONParser.parse(UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    for style in [JSONWriter.Style.aspNet, .javaScript, .python] {
        let written = JSONWriter.bytes(value, style: style)
        guard let again = try? JSONParser.parse(written) else {
            fatalError("JSONWriter (\(style)) wrote what JSONParser refuses: \(String(decoding: written, as: UTF8.self))")
        }
        if style == .aspNet {
            expect(again == value, "aspNet round trip changed the value: \(String(decoding: written, as: UTF8.self))")
        } else {
            expect(again.semanticallyEquals(value), "\(style) round trip changed the meaning: \(String(decoding: written, as: UTF8.self))")
        }
        expect(JSONWriter.bytes(again, style: style) == written, "\(style) writing is not stable")
    }
    return 0
}
