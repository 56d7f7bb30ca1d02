// The picture decoder (PNG through libpng, JPEG through TurboJPEG) on any bytes: an image
// within the limits or an ImageError, never a crash; time and memory per input are bounded by
// the limits (libFuzzer's -timeout and -rss_limit_mb enforce it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictures(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let image = try? ImageDecoder.decode(bytes, limits: .default) {
        expect(image.width > 0 && image.height > 0, "an empty image")
        expect(image.width * image.height <= ImageLimits.default.maximumPixels, "an image beyond the limits: \(image.width)x\(image.height)")
    }
    _ = try? ImageDecoder.decode(bytes, limits: .default, fitting: PixelBox(width: 16, height: 16))
    return 0
}
