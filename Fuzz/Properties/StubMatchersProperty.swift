#if canImport(MockServerKit)
@testable import MockServerKit
#endif

// The request matchers of runtime stubs (method, path, query, headers, JSON body, JSON paths):
// any JSON is refused with a StubError or becomes a matcher that can judge any request
// without crashing, and a matcher's own JSON makes an equal matcher.
func checkStubMatchers(_ data: UnsafePointer<UInt8>, _ size: Int) throws {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONParser.parse(bytes), let matcher = try? RequestMatcher(value, field: "request") else { return }
    let request = MockRequest(method: "POST", path: "/api/v1/counter/inc", query: "id=1&x=%20", body: bytes)
    _ = matcher.matches(request)
    _ = matcher.mismatches(request)
    guard let again = try? RequestMatcher(matcher.json, field: "request") else {
        throw PropertyFailure("a matcher's own JSON is refused: \(JSONWriter.string(matcher.json, style: .aspNet))")
    }
    try expect(again.matches(request) == matcher.matches(request), "a matcher read back judges differently")
}
