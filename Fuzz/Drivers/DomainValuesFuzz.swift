// The libFuzzer entry of checkDomainValues (Fuzz/Properties/DomainValuesProperty.swift):
// a property that does not hold stops the fuzzer, which saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDomainValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do { try checkDomainValues(data, size) } catch { fatalError("\(error)") }
    return 0
}
