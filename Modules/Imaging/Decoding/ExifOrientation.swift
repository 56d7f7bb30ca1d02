/// The Exif orientation of a JPEG (tag 0x0112 in IFD0 of the APP1 "Exif" segment): how the
/// camera was held, which a viewer must apply for the picture to stand upright. libjpeg-turbo
/// decodes the pixels as stored and leaves this to the caller.
///
/// Only the one tag is read; every offset is bounds-checked, and anything unexpected means
/// "as stored" (1).
enum ExifOrientation {
    /// The orientation, 1…8 (1: as stored), of the JPEG in `file`.
    static func read(_ file: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = 2 // after SOI
        while offset + 4 <= file.count, file[offset] == 0xFF {
            let marker = file[offset + 1]
            // Start of scan: the metadata is over.
            if marker == 0xDA { return 1 }
            let length = Int(file[offset + 2]) << 8 | Int(file[offset + 3])
            guard length >= 2, offset + 2 + length <= file.count else { return 1 }
            if marker == 0xE1, let orientation = orientation(inAPP1: UnsafeBufferPointer(rebasing: file[(offset + 4)..<(offset + 2 + length)])) {
                return orientation
            }
            offset += 2 + length
        }
        return 1
    }

    private static func orientation(inAPP1 segment: UnsafeBufferPointer<UInt8>) -> Int? {
        let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] // "Exif\0\0"
        guard segment.count >= 6 + 8, segment.starts(with: exifHeader) else { return nil }
        let tiff = UnsafeBufferPointer(rebasing: segment[6...])
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true // "II"
        case (0x4D, 0x4D): littleEndian = false // "MM"
        default: return nil
        }
        func number(at offset: Int, bytes: Int) -> Int? {
            guard offset >= 0, offset + bytes <= tiff.count else { return nil }
            let slice = (0..<bytes).map { Int(tiff[offset + $0]) }
            return (littleEndian ? slice.reversed() : slice).reduce(0) { $0 << 8 | $1 }
        }
        guard number(at: 2, bytes: 2) == 42, let ifd = number(at: 4, bytes: 4), let count = number(at: ifd, bytes: 2) else { return nil }
        for index in 0..<min(count, 512) {
            let entry = ifd + 2 + index * 12
            guard let tag = number(at: entry, bytes: 2) else { return nil }
            // Type 3: SHORT, its value in the first two bytes of the value field.
            guard tag == 0x0112 else { continue }
            guard number(at: entry + 2, bytes: 2) == 3, let value = number(at: entry + 8, bytes: 2), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }

    /// Whether `orientation` swaps width and height (the quarter turns, 5…8).
    static func swapsSides(_ orientation: Int) -> Bool {
        (5...8).contains(orientation)
    }

    /// `image`, stored with `orientation`, turned upright.
    static func apply(_ orientation: Int, to image: RGBAImage) -> RGBAImage {
        guard (2...8).contains(orientation) else { return image }
        let width = image.width
        let height = image.height
        let (outputWidth, outputHeight) = swapsSides(orientation) ? (height, width) : (width, height)
        var pixels = [UInt8](repeating: 0, count: image.pixels.count)
        for y in 0..<outputHeight {
            for x in 0..<outputWidth {
                let (sourceX, sourceY): (Int, Int) = switch orientation {
                case 2: (width - 1 - x, y) // mirrored
                case 3: (width - 1 - x, height - 1 - y) // half turn
                case 4: (x, height - 1 - y) // flipped
                case 5: (y, x) // transposed
                case 6: (y, height - 1 - x) // stored a quarter turn anticlockwise
                case 7: (width - 1 - y, height - 1 - x) // transversed
                default: (width - 1 - y, x) // 8: stored a quarter turn clockwise
                }
                let source = (sourceY * width + sourceX) * 4
                let target = (y * outputWidth + x) * 4
                pixels[target] = image.pixels[source]
                pixels[target + 1] = image.pixels[source + 1]
                pixels[target + 2] = image.pixels[source + 2]
                pixels[target + 3] = image.pixels[source + 3]
            }
        }
        return RGBAImage(uncheckedWidth: outputWidth, height: outputHeight, pixels: pixels)
    }
}
