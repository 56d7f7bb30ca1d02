// The libFuzzer entry of checkKeyDecoder (Fuzz/Properties/KeyDecoderProperty.swift):
// a property that does not hold stops the fuzzer, which saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do { try checkKeyDecoder(data, size) } catch { fatalError("\(error)") }
    return 0
}
