#if canImport(Imaging)
@testable import Imaging
#endif

// The picture decoder (PNG through libpng, JPEG through TurboJPEG) on any bytes: an image
// within the limits or an ImageError, never a crash; time and memory per input are bounded by
// the limits (libFuzzer's -timeout and -rss_limit_mb enforce it).
func checkPictures(_ data: UnsafePointer<UInt8>, _ size: Int) throws {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let image = try? ImageDecoder.decode(bytes, limits: .default) {
        try expect(image.width > 0 && image.height > 0, "an empty image")
        try expect(image.width * image.height <= ImageLimits.default.maximumPixels, "an image beyond the limits: \(image.width)x\(image.height)")
    }
    _ = try? ImageDecoder.decode(bytes, limits: .default, fitting: PixelBox(width: 16, height: 16))
}
