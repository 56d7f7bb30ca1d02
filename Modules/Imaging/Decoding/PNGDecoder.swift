import CPNG

/// PNG through libpng's simplified API: every colour type and bit depth (palette, grayscale,
/// 16-bit, with or without transparency) comes out as 8-bit RGBA.
enum PNGDecoder {
    static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(ImageError) -> RGBAImage {
        // NB: begin_read keeps a pointer to the file until finish_read; both run inside one
        // `withUnsafeBytes` so the pointer stays valid.
        let result = bytes.withUnsafeBytes { file in
            decode(file, limits: limits)
        }
        return try result.get()
    }

    private static func decode(_ file: UnsafeRawBufferPointer, limits: ImageLimits) -> Result<RGBAImage, ImageError> {
        var image = png_image()
        image.version = kiosk_png_image_version()
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, file.baseAddress, file.count) != 0 else {
            return .failure(classify(message(of: image)))
        }
        let width = Int(image.width)
        let height = Int(image.height)
        // Only the header has been read: no pixel memory is allocated for a refused picture.
        guard limits.allow(width: width, height: height) else { return .failure(.tooLarge(width: width, height: height)) }
        image.format = kiosk_png_format_rgba()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { output in
            png_image_finish_read(&image, nil, output.baseAddress, 0, nil)
        }
        guard finished != 0, kiosk_png_image_failed(&image) == 0 else { return .failure(classify(message(of: image))) }
        return .success(RGBAImage(uncheckedWidth: width, height: height, pixels: pixels))
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// libpng reports a short file as "Read Error" (its read callback ran out of data).
    private static func classify(_ message: String) -> ImageError {
        let lowered = message.lowercased()
        if lowered.contains("read error") || lowered.contains("eof") || lowered.contains("end of") || lowered.contains("truncat") || lowered.contains("not enough") {
            return .truncated(message.isEmpty ? "unexpected end of file" : message)
        }
        return .corrupt(message.isEmpty ? "libpng refused the file" : message)
    }
}
