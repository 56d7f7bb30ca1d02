#if canImport(MockServerKit)
@testable import MockServerKit
#endif

// kiosk-mock's JSON: whatever JSONParser accepts, JSONWriter writes in every server's style
// as text JSONParser reads back to the same value (exactly in the style that keeps numbers as
// written, by meaning in the others), and writing it again gives the same bytes.
//
// Numbers beyond Double's range are what each server makes of them: Node writes `null`
// (compared so), Flask writes `Infinity`, which is not JSON (not read back; as httpbin does).
func checkMockJSON(_ data: UnsafePointer<UInt8>, _ size: Int) throws {
    guard let value = try? JSONParser.parse(UnsafeBufferPointer(start: data, count: size)) else { return }
    let infinite = hasInfiniteNumber(value)
    for style in [JSONWriter.Style.aspNet, .javaScript, .python] {
        if style == .python, infinite { continue }
        let written = JSONWriter.bytes(value, style: style)
        guard let again = try? JSONParser.parse(written) else {
            throw PropertyFailure("JSONWriter (\(style)) wrote what JSONParser refuses: \(String(decoding: written, as: UTF8.self))")
        }
        switch style {
        case .aspNet:
            try expect(again == value, "aspNet round trip changed the value: \(String(decoding: written, as: UTF8.self))")
        case .javaScript:
            try expect(again.semanticallyEquals(infinitiesAsNull(value)), "javaScript round trip changed the meaning: \(String(decoding: written, as: UTF8.self))")
        case .python:
            try expect(again.semanticallyEquals(value), "python round trip changed the meaning: \(String(decoding: written, as: UTF8.self))")
        }
        try expect(JSONWriter.bytes(again, style: style) == written, "\(style) writing is not stable: \(String(decoding: written, as: UTF8.self))")
    }
}

func isInfinite(_ text: String) -> Bool { Double(text)?.isInfinite ?? false }

func hasInfiniteNumber(_ value: JSONValue) -> Bool {
    switch value {
    case let .number(text): return isInfinite(text)
    case let .array(items): return items.contains(where: hasInfiniteNumber)
    case let .object(members): return members.contains { hasInfiniteNumber($0.value) }
    default: return false
    }
}

func infinitiesAsNull(_ value: JSONValue) -> JSONValue {
    switch value {
    case let .number(text) where isInfinite(text): return .null
    case let .array(items): return .array(items.map(infinitiesAsNull))
    case let .object(members): return .object(members.map { JSONValue.Member($0.key, infinitiesAsNull($0.value)) })
    default: return value
    }
}
