// The libFuzzer entry of checkMockJSON (Fuzz/Properties/MockJSONProperty.swift):
// a property that does not hold stops the fuzzer, which saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMockJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do { try checkMockJSON(data, size) } catch { fatalError("\(error)") }
    return 0
}
