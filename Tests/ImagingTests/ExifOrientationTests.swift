import Imaging
import TestSupport
import Testing

/// JPEGs carrying an Exif orientation are decoded upright.
@Suite("Exif orientation")
struct ExifOrientationTests {
    /// `red-blue-16x8.jpg` (left half red, right half blue) with an APP1 Exif segment holding
    /// `orientation`, in big- or little-endian TIFF.
    private func jpeg(orientation: UInt8, littleEndian: Bool, truncated: Bool = false) throws -> [UInt8] {
        let original = try FixtureImages.bytes("red-blue-16x8.jpg")
        var tiff: [UInt8] = littleEndian
            ? [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00, 0x01, 0x00, 0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, orientation, 0x00, 0x00, 0x00]
            : [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00]
        tiff += [0, 0, 0, 0] // no next IFD
        if truncated { tiff.removeLast(14) }
        let payload: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Array(original.prefix(2)) + segment + Array(original.dropFirst(2))
    }

    private func isRed(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        let color = image.color(x: x, y: y)
        return color.red > 200 && color.blue < 60
    }

    private func isBlue(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        let color = image.color(x: x, y: y)
        return color.blue > 200 && color.red < 60
    }

    @Test func aQuarterTurnClockwiseStandsTheRedHalfOnTop() throws {
        let image = try ImageDecoder.decode(try jpeg(orientation: 6, littleEndian: false))
        #expect(image.size == PixelBox(width: 8, height: 16))
        #expect(isRed(image, 4, 3) && isBlue(image, 4, 12))
    }

    @Test func aQuarterTurnAnticlockwiseStandsTheBlueHalfOnTop() throws {
        let image = try ImageDecoder.decode(try jpeg(orientation: 8, littleEndian: true))
        #expect(image.size == PixelBox(width: 8, height: 16))
        #expect(isBlue(image, 4, 3) && isRed(image, 4, 12))
    }

    @Test(arguments: [UInt8(2), 3]) func mirroredAndHalfTurnedPicturesSwapTheHalves(orientation: UInt8) throws {
        let image = try ImageDecoder.decode(try jpeg(orientation: orientation, littleEndian: true))
        #expect(image.size == PixelBox(width: 16, height: 8))
        #expect(isBlue(image, 3, 4) && isRed(image, 12, 4))
    }

    @Test(arguments: [UInt8(1), 0, 9, 255]) func noneOrANonsenseOrientationKeepsThePictureAsStored(orientation: UInt8) throws {
        let image = try ImageDecoder.decode(try jpeg(orientation: orientation, littleEndian: false))
        #expect(image.size == PixelBox(width: 16, height: 8))
        #expect(isRed(image, 3, 4) && isBlue(image, 12, 4))
    }

    @Test func aTruncatedExifSegmentIsIgnored() throws {
        let image = try ImageDecoder.decode(try jpeg(orientation: 6, littleEndian: false, truncated: true))
        #expect(image.size == PixelBox(width: 16, height: 8))
    }

    @Test func damagedExifNeverTraps() throws {
        let bytes = try jpeg(orientation: 6, littleEndian: true)
        var generator = SeededGenerator(seed: 6)
        // Flip bytes in the Exif segment only (offsets 2…39), where the hand-written reader works.
        let original = try ImageDecoder.decode(bytes)
        var decoded = 0
        for _ in 0..<2_000 {
            var damaged = bytes
            for _ in 0..<3 {
                damaged[Int.random(in: 2..<40, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            // Damage in the Exif segment may cost the orientation, never the picture's pixels:
            // whatever comes back is the same picture, turned or not.
            guard let image = try? ImageDecoder.decode(damaged) else { continue }
            decoded += 1
            let sizes = [(original.width, original.height), (original.height, original.width)]
            #expect(sizes.contains { $0 == (image.width, image.height) }, "\(image.width)×\(image.height)")
        }
        // Most damage leaves the JPEG itself readable: the reader must not give up on it.
        #expect(decoded > 1_000, "only \(decoded) of 2,000 damaged Exif segments decoded")
    }
}
