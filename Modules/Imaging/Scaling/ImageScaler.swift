/// Resizes pictures for a terminal: area averaging (each output pixel is the mean of the source
/// area it covers, weighted by coverage), which keeps thin lines and text on labels legible where
/// nearest-neighbour sampling would drop them.
public enum ImageScaler {
    /// `image` scaled to the largest size with its aspect ratio that fits `box`.
    ///
    /// - Parameters:
    ///   - box: the pixel box (for half blocks, `PixelBox.halfBlocks(columns:rows:)`).
    ///   - background: the colour transparent pixels are composited over; the result is then
    ///     opaque. `nil` keeps the alpha channel (averaged without colour fringes).
    ///   - upscale: whether a picture smaller than the box grows to fill it; by default it keeps
    ///     its size (kitty and sixel terminals can enlarge it themselves).
    public static func fit(_ image: RGBAImage, in box: PixelBox, background: RGBColor? = .black, upscale: Bool = false) -> RGBAImage {
        resize(image, to: box.fitting(image.size, upscale: upscale), background: background)
    }

    /// The largest side `resize` produces: far beyond any terminal, and it bounds the memory a
    /// careless box can cost.
    public static let maximumSide = 4_096

    /// `image` resized to exactly `size` (aspect ratio not preserved), each side clamped to
    /// 1…`maximumSide`.
    public static func resize(_ image: RGBAImage, to size: PixelBox, background: RGBColor? = .black) -> RGBAImage {
        let width = min(maximumSide, max(1, size.width))
        let height = min(maximumSide, max(1, size.height))
        let columns = weights(from: image.width, to: width)
        let rows = weights(from: image.height, to: height)
        let source = image.pixels

        // Pass 1: each source row → `width` premultiplied RGBA samples.
        var horizontal = [Float](repeating: 0, count: image.height * width * 4)
        for y in 0..<image.height {
            let sourceRow = y * image.width * 4
            let outputRow = y * width * 4
            for x in 0..<width {
                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                for (index, weight) in columns[x] {
                    let offset = sourceRow + index * 4
                    let alpha = Float(source[offset + 3]) / 255 * weight
                    r += Float(source[offset]) * alpha
                    g += Float(source[offset + 1]) * alpha
                    b += Float(source[offset + 2]) * alpha
                    a += alpha
                }
                let offset = outputRow + x * 4
                horizontal[offset] = r
                horizontal[offset + 1] = g
                horizontal[offset + 2] = b
                horizontal[offset + 3] = a
            }
        }

        // Pass 2: columns, then composite (or un-premultiply) into bytes.
        var output = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                for (index, weight) in rows[y] {
                    let offset = (index * width + x) * 4
                    r += horizontal[offset] * weight
                    g += horizontal[offset + 1] * weight
                    b += horizontal[offset + 2] * weight
                    a += horizontal[offset + 3] * weight
                }
                let offset = (y * width + x) * 4
                if let background {
                    let rest = max(0, 1 - a)
                    output[offset] = byte(r + Float(background.red) * rest)
                    output[offset + 1] = byte(g + Float(background.green) * rest)
                    output[offset + 2] = byte(b + Float(background.blue) * rest)
                    output[offset + 3] = 255
                } else if a > 0 {
                    output[offset] = byte(r / a)
                    output[offset + 1] = byte(g / a)
                    output[offset + 2] = byte(b / a)
                    output[offset + 3] = byte(a * 255)
                }
            }
        }
        return RGBAImage(uncheckedWidth: width, height: height, pixels: output)
    }

    /// For each output index, the source indices it covers and their weights (summing to 1).
    ///
    /// Output pixel `i` covers source interval `[i × s, (i + 1) × s)` with `s = source / output`;
    /// each source pixel contributes the length of its overlap with it. When enlarging, the
    /// interval is shorter than a pixel and falls in one or two source pixels.
    static func weights(from source: Int, to output: Int) -> [[(Int, Float)]] {
        let step = Double(source) / Double(output)
        return (0..<output).map { index in
            let start = Double(index) * step
            let end = min(Double(source), start + step)
            var entries: [(Int, Float)] = []
            var position = Int(start.rounded(.down))
            while Double(position) < end && position < source {
                let overlap = min(end, Double(position + 1)) - max(start, Double(position))
                if overlap > 1e-9 { entries.append((position, Float(overlap / step))) }
                position += 1
            }
            if entries.isEmpty { entries = [(min(source - 1, Int(start)), 1)] }
            return entries
        }
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
