import CJPEG

/// JPEG through libjpeg-turbo's TurboJPEG API, optionally decoded at a scaling factor
/// (1/8 … 1) chosen from the header, so large photographs decode small and fast, then turned
/// upright by its Exif orientation.
enum JPEGDecoder {
    static func decode(_ bytes: [UInt8], limits: ImageLimits, fitting box: PixelBox?) throws(ImageError) -> RGBAImage {
        guard let handle = tjInitDecompress() else { throw .corrupt("libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        let result = bytes.withUnsafeBytes { file in
            decode(file.bindMemory(to: UInt8.self), handle: handle, limits: limits, fitting: box)
        }
        return try result.get()
    }

    private static func decode(_ file: UnsafeBufferPointer<UInt8>, handle: tjhandle, limits: ImageLimits, fitting box: PixelBox?) -> Result<RGBAImage, ImageError> {
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, file.baseAddress, UInt(file.count), &width, &height, &subsampling, &colorspace) == 0 else {
            return .failure(classify(handle, fallback: "no JPEG header"))
        }
        let orientation = ExifOrientation.read(file)
        // The box is upright; the stored picture may be a quarter turn away from it.
        let storedBox = box.map { ExifOrientation.swapsSides(orientation) ? PixelBox(width: $0.height, height: $0.width) : $0 }
        guard let factor = scalingFactor(width: Int(width), height: Int(height), limits: limits, fitting: storedBox) else {
            return .failure(.tooLarge(width: Int(width), height: Int(height)))
        }
        let scaledWidth = scaled(Int(width), factor)
        let scaledHeight = scaled(Int(height), factor)
        var pixels = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
        // Stop at the first warning (a truncated file) instead of decoding grey rows, and refuse
        // progressive files with absurd scan counts, which could otherwise take minutes.
        let flags = Int32(TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
        let status = pixels.withUnsafeMutableBufferPointer { output in
            tjDecompress2(
                handle, file.baseAddress, UInt(file.count), output.baseAddress,
                Int32(scaledWidth), 0, Int32(scaledHeight), Int32(TJPF_RGBA.rawValue), flags
            )
        }
        // NB: a truncated JPEG is only a warning to libjpeg (the missing rows come out grey); a
        // picture with a grey half is not worth showing, so a warning is a failure here.
        guard status == 0 else { return .failure(classify(handle, fallback: "libjpeg-turbo refused the file")) }
        let stored = RGBAImage(uncheckedWidth: scaledWidth, height: scaledHeight, pixels: pixels)
        return .success(ExifOrientation.apply(orientation, to: stored))
    }

    /// The smallest scaling factor that still covers `box` (when given), and brings the picture
    /// within `limits`; `nil` when no factor does.
    private static func scalingFactor(width: Int, height: Int, limits: ImageLimits, fitting box: PixelBox?) -> tjscalingfactor? {
        var count: Int32 = 0
        guard let table = tjGetScalingFactors(&count), count > 0 else {
            return limits.allow(width: width, height: height) ? tjscalingfactor(num: 1, denom: 1) : nil
        }
        // Only factors up to 1: enlarging is the scaler's business, not the decoder's.
        let factors = UnsafeBufferPointer(start: table, count: Int(count))
            .filter { $0.num > 0 && $0.denom > 0 && $0.num <= $0.denom }
            .sorted { Double($0.num) / Double($0.denom) < Double($1.num) / Double($1.denom) }
        let allowed = factors.filter { limits.allow(width: scaled(width, $0), height: scaled(height, $0)) }
        guard let largest = allowed.last else { return nil }
        guard let box, !box.isEmpty else { return largest }
        return allowed.first { scaled(width, $0) >= box.width && scaled(height, $0) >= box.height } ?? largest
    }

    /// TJSCALED: the dimension at a factor, rounded up.
    private static func scaled(_ dimension: Int, _ factor: tjscalingfactor) -> Int {
        (dimension * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
    }

    private static func classify(_ handle: tjhandle, fallback: String) -> ImageError {
        let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? ""
        let text = message.isEmpty ? fallback : message
        let lowered = text.lowercased()
        if lowered.contains("premature end") || lowered.contains("truncat") || lowered.contains("end of") {
            return .truncated(text)
        }
        return .corrupt(text)
    }
}
