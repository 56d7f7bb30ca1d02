// Fault rules posted to /__admin/faults: any JSON is either refused with a reason or becomes a
// rule whose own JSON is accepted again as the same kind of rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFaultRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let value = try? JSONParser.parse(UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    let injector = FaultInjector()
    guard let rule = try? injector.add(value) else { return 0 }
    guard let again = try? injector.add(rule.json) else { fatalError("a rule's own JSON is refused: \(JSONWriter.string(rule.json, style: .aspNet))") }
    expect(again.kind == rule.kind && again.route == rule.route && again.method == rule.method && again.status == rule.status, "a rule read back differs")
    _ = injector.plan(method: "GET", routingPath: rule.route ?? "/")
    return 0
}
