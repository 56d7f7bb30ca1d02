// The libFuzzer entry of checkJSONReaders (Fuzz/Properties/JSONReadersProperty.swift):
// a property that does not hold stops the fuzzer, which saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do { try checkJSONReaders(data, size) } catch { fatalError("\(error)") }
    return 0
}
