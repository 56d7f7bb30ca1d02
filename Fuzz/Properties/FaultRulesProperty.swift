#if canImport(MockServerKit)
@testable import MockServerKit
#endif

// Fault rules posted to /__admin/faults: any JSON is either refused with a reason or becomes a
// rule whose own JSON is accepted again as the same kind of rule.
func checkFaultRules(_ data: UnsafePointer<UInt8>, _ size: Int) throws {
    guard let value = try? JSONParser.parse(UnsafeBufferPointer(start: data, count: size)) else { return }
    let injector = FaultInjector()
    guard let rule = try? injector.add(value) else { return }
    guard let again = try? injector.add(rule.json) else { throw PropertyFailure("a rule's own JSON is refused: \(JSONWriter.string(rule.json, style: .aspNet))") }
    try expect(again.kind == rule.kind && again.route == rule.route && again.method == rule.method && again.status == rule.status, "a rule read back differs")
    _ = injector.plan(method: "GET", routingPath: rule.route ?? "/")
}
