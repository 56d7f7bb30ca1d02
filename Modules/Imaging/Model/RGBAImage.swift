/// A decoded picture: 8-bit red, green, blue and alpha per pixel, rows top to bottom, no padding.
///
/// Alpha is straight (not premultiplied). Every decoder and scaler in this module produces one,
/// and every terminal encoder consumes one.
public struct RGBAImage: Sendable, Equatable {
    /// The width in pixels (at least 1).
    public let width: Int
    /// The height in pixels (at least 1).
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row.
    public let pixels: [UInt8]

    /// An image from its pixels, or `nil` when `pixels` does not hold exactly
    /// `width × height × 4` bytes or a dimension is not positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, count <= Int.max / 4, pixels.count == count * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour; a dimension below 1 counts as 1.
    public init(width: Int, height: Int, filledWith color: RGBColor, alpha: UInt8 = 255) {
        let width = max(1, width)
        let height = max(1, height)
        self.width = width
        self.height = height
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { pixels += [color.red, color.green, color.blue, alpha] }
        self.pixels = pixels
    }

    /// Trusted construction by this module's decoders and scalers (sizes already checked).
    init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        assert(pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The size as a box.
    public var size: PixelBox { PixelBox(width: width, height: height) }

    /// The colour at column `x`, row `y` (alpha ignored).
    public func color(x: Int, y: Int) -> RGBColor {
        let offset = (y * width + x) * 4
        return RGBColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }

    /// The alpha at column `x`, row `y`.
    public func alpha(x: Int, y: Int) -> UInt8 {
        pixels[(y * width + x) * 4 + 3]
    }
}
