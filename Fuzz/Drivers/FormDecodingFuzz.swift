// The libFuzzer entry of checkFormDecoding (Fuzz/Properties/FormDecodingProperty.swift):
// a property that does not hold stops the fuzzer, which saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormDecoding(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do { try checkFormDecoding(data, size) } catch { fatalError("\(error)") }
    return 0
}
