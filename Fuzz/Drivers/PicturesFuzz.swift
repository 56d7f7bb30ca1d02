// The libFuzzer entry of checkPictures (Fuzz/Properties/PicturesProperty.swift):
// a property that does not hold stops the fuzzer, which saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictures(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do { try checkPictures(data, size) } catch { fatalError("\(error)") }
    return 0
}
