/// A size in pixels: the box a picture must fit in, or a picture's own size.
public struct PixelBox: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A box; negative values count as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The pixel box of `columns × rows` terminal cells drawn with half blocks ("▀"): one pixel
    /// per column, two per row.
    public static func halfBlocks(columns: Int, rows: Int) -> PixelBox {
        PixelBox(width: columns, height: rows * 2)
    }

    /// Whether the box holds no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The largest size with the aspect ratio of `size` that fits in this box, at least 1×1;
    /// never larger than `size` unless `upscale`.
    public func fitting(_ size: PixelBox, upscale: Bool = false) -> PixelBox {
        guard !isEmpty, !size.isEmpty else { return PixelBox(width: 1, height: 1) }
        var scale = min(Double(width) / Double(size.width), Double(height) / Double(size.height))
        if !upscale { scale = min(scale, 1) }
        let fitted = PixelBox(
            width: min(width, max(1, Int((Double(size.width) * scale).rounded()))),
            height: min(height, max(1, Int((Double(size.height) * scale).rounded())))
        )
        return fitted
    }

    /// `"W×H"`.
    public var description: String { "\(width)×\(height)" }
}
