// The libFuzzer entry of checkFaultRules (Fuzz/Properties/FaultRulesProperty.swift):
// a property that does not hold stops the fuzzer, which saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFaultRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do { try checkFaultRules(data, size) } catch { fatalError("\(error)") }
    return 0
}
