/// DEC sixel graphics: a picture as a DCS string (`ESC P … q … ESC \`) of at most 256 colour
/// registers, six pixel rows per band, runs compressed with `!count`.
public enum SixelEncoder {
    /// The most colour registers used; terminals offer at least 256.
    public static let maximumColors = 256

    /// `image` as one sixel sequence.
    ///
    /// Colours: exact when the picture has at most 256 distinct ones (registers in order of
    /// first appearance), otherwise quantised to the 6×6×6 colour cube. Pixels with alpha below
    /// 128 are left undrawn (the terminal's background shows), the rest drawn opaque.
    public static func encode(_ image: RGBAImage) -> String {
        let (palette, indices) = quantise(image)
        var text = "\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)"
        for (register, color) in palette.enumerated() {
            text += "#\(register);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))"
        }
        var bandStart = 0
        while bandStart < image.height {
            if bandStart > 0 { text += "-" }
            let bandEnd = min(image.height, bandStart + 6)
            var present = [Bool](repeating: false, count: palette.count)
            for y in bandStart..<bandEnd {
                for x in 0..<image.width where indices[y * image.width + x] >= 0 {
                    present[Int(indices[y * image.width + x])] = true
                }
            }
            var first = true
            for register in palette.indices where present[register] {
                if !first { text += "$" }
                first = false
                text += "#\(register)"
                var row: [UInt8] = []
                row.reserveCapacity(image.width)
                for x in 0..<image.width {
                    var bits: UInt8 = 0
                    for y in bandStart..<bandEnd where indices[y * image.width + x] == register {
                        bits |= 1 << UInt8(y - bandStart)
                    }
                    row.append(63 + bits)
                }
                // Trailing empty sixels draw nothing: drop them.
                while row.last == 63 { row.removeLast() }
                text += runLength(row)
            }
            bandStart = bandEnd
        }
        return text + "\u{1B}\\"
    }

    /// The palette and, for each pixel, its register (-1: transparent).
    static func quantise(_ image: RGBAImage) -> (palette: [RGBColor], indices: [Int16]) {
        let count = image.width * image.height
        var indices = [Int16](repeating: -1, count: count)
        var exact: [RGBColor: Int16] = [:]
        var palette: [RGBColor] = []
        var fits = true
        for pixel in 0..<count where image.pixels[pixel * 4 + 3] >= 128 {
            let offset = pixel * 4
            let color = RGBColor(red: image.pixels[offset], green: image.pixels[offset + 1], blue: image.pixels[offset + 2])
            if let index = exact[color] {
                indices[pixel] = index
            } else if palette.count < maximumColors {
                exact[color] = Int16(palette.count)
                indices[pixel] = Int16(palette.count)
                palette.append(color)
            } else {
                fits = false
                break
            }
        }
        if fits { return (palette, indices) }

        // The 6×6×6 cube: register r×36 + g×6 + b, levels 0, 51, …, 255.
        let levels = (0..<6).map { UInt8($0 * 51) }
        palette = levels.flatMap { r in levels.flatMap { g in levels.map { b in RGBColor(red: r, green: g, blue: b) } } }
        for pixel in 0..<count {
            let offset = pixel * 4
            guard image.pixels[offset + 3] >= 128 else { indices[pixel] = -1; continue }
            func level(_ value: UInt8) -> Int16 { Int16((Int(value) + 25) / 51) }
            indices[pixel] = level(image.pixels[offset]) * 36 + level(image.pixels[offset + 1]) * 6 + level(image.pixels[offset + 2])
        }
        return (palette, indices)
    }

    /// Sixel characters with runs of four or more written `!count` + character.
    static func runLength(_ row: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < row.count {
            var end = index + 1
            while end < row.count && row[end] == row[index] { end += 1 }
            let run = end - index
            let character = String(UnicodeScalar(row[index]))
            text += run >= 4 ? "!\(run)\(character)" : String(repeating: character, count: run)
            index = end
        }
        return text
    }

    private static func percent(_ component: UInt8) -> Int {
        (Int(component) * 100 + 127) / 255
    }
}
