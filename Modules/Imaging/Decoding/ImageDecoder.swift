/// Decodes PNG and JPEG bytes into an `RGBAImage`, whichever the bytes are (sniffed by their
/// signature, never by a URL or a Content-Type, which servers get wrong).
///
/// The work is done by libpng (simplified API) and libjpeg-turbo (TurboJPEG API); both report
/// failures as values, so no input can crash the process.
public enum ImageDecoder {
    /// The picture formats recognised.
    public enum Format: String, Sendable {
        /// Portable Network Graphics.
        case png
        /// JPEG (JFIF or Exif).
        case jpeg
    }

    /// The format of `bytes` by its signature, or `nil` when it is neither.
    public static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes `bytes`.
    ///
    /// - Parameters:
    ///   - limits: the largest picture accepted; checked on the header, before decoding.
    ///   - fitting: the box the caller will scale the picture into, if known. A JPEG is then
    ///     decoded at the smallest of libjpeg-turbo's scaling factors (1/8 … 1) that still
    ///     covers the box, which is several times faster and smaller than a full decode. A JPEG
    ///     beyond `limits` is also decoded scaled down when a factor brings it within them.
    /// - Throws: `ImageError`; never traps, whatever the bytes.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .default, fitting: PixelBox? = nil) throws(ImageError) -> RGBAImage {
        switch format(of: bytes) {
        case .png?: try PNGDecoder.decode(bytes, limits: limits)
        case .jpeg?: try JPEGDecoder.decode(bytes, limits: limits, fitting: fitting)
        case nil: throw .notAnImage
        }
    }
}
