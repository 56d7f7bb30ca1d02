// The libFuzzer entry of checkStubMatchers (Fuzz/Properties/StubMatchersProperty.swift):
// a property that does not hold stops the fuzzer, which saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStubMatchers(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do { try checkStubMatchers(data, size) } catch { fatalError("\(error)") }
    return 0
}
