// The request matchers of runtime stubs (method, path, query, headers, JSON body, JSON paths):
// any JSON is refused with a StubError or becomes a matcher that can judge any request
// without crashing, and a matcher's own JSON makes an equal matcher.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStubMatchers(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONParser.parse(bytes), let matcher = try? RequestMatcher(value, field: "request") else { return 0 }
    let request = MockRequest(method: "POST", path: "/api/v1/counter/inc", query: "id=1&x=%20", body: bytes)
    _ = matcher.matches(request)
    _ = matcher.mismatches(request)
    guard let again = try? RequestMatcher(matcher.json, field: "request") else {
        fatalError("a matcher's own JSON is refused: \(JSONWriter.string(matcher.json, style: .aspNet))")
    }
    expect(again.matches(request) == matcher.matches(request), "a matcher read back judges differently")
    return 0
}
