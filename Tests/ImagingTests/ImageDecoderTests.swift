import Imaging
import TestSupport
import Testing

@Suite("Decoding PNG and JPEG")
struct ImageDecoderTests {
    private func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.pixels[offset..<(offset + 4)])
    }

    @Test func rgbPNGDecodesToItsExactPixels() throws {
        let image = try ImageDecoder.decode(try FixtureImages.bytes("rgb-2x2.png"))
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixels == [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])
    }

    @Test func rgbaPNGKeepsStraightAlpha() throws {
        let image = try ImageDecoder.decode(try FixtureImages.bytes("rgba-2x1.png"))
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255])
        #expect(rgba(image, 1, 0) == [0, 0, 255, 128])
    }

    @Test func palettePNGWithTransparencyExpandsToRGBA() throws {
        let image = try ImageDecoder.decode(try FixtureImages.bytes("palette-3x1.png"))
        #expect(rgba(image, 0, 0) == [255, 255, 0, 255])
        #expect(rgba(image, 1, 0) == [255, 0, 255, 255])
        #expect(rgba(image, 2, 0)[3] == 0)
    }

    @Test func grayscalePNGExpandsToGreyRGB() throws {
        let image = try ImageDecoder.decode(try FixtureImages.bytes("gray-2x1.png"))
        #expect(image.pixels == [0, 0, 0, 255, 128, 128, 128, 255])
    }

    @Test func jpegDecodesToNearItsColours() throws {
        let image = try ImageDecoder.decode(try FixtureImages.bytes("red-blue-16x8.jpg"))
        #expect(image.width == 16 && image.height == 8)
        func near(_ pixel: [UInt8], _ expected: [Int]) -> Bool {
            zip(pixel.prefix(3), expected).allSatisfy { abs(Int($0) - $1) <= 8 }
        }
        #expect(near(rgba(image, 3, 4), [255, 0, 0]))
        #expect(near(rgba(image, 12, 4), [0, 0, 255]))
        #expect(rgba(image, 12, 4)[3] == 255)
    }

    @Test func jpegDecodesAtAScalingFactorCoveringTheBox() throws {
        let bytes = try FixtureImages.bytes("gradient-64x64.jpg")
        #expect(try ImageDecoder.decode(bytes).size == PixelBox(width: 64, height: 64))
        // 1/4 gives 16×16, the smallest factor still covering 10×10.
        #expect(try ImageDecoder.decode(bytes, fitting: PixelBox(width: 10, height: 10)).size == PixelBox(width: 16, height: 16))
    }

    @Test func jpegBeyondTheLimitsDecodesScaledDownWhenAFactorFits() throws {
        // 5/8 of 64 is 40: the largest of libjpeg-turbo's factors within the limits.
        let limits = ImageLimits(maximumWidth: 40, maximumHeight: 40, maximumPixels: 1_600)
        #expect(try ImageDecoder.decode(try FixtureImages.bytes("gradient-64x64.jpg"), limits: limits).size == PixelBox(width: 40, height: 40))
    }

    @Test(arguments: ["truncated.png", "truncated.jpg"])
    func truncatedFilesAreRefused(name: String) throws {
        let bytes = try FixtureImages.bytes(name)
        #expect {
            _ = try ImageDecoder.decode(bytes)
        } throws: { error in
            guard let error = error as? ImageError else { return false }
            if case .truncated = error { return true }
            if case .corrupt = error { return true }
            return false
        }
    }

    @Test func truncatedPNGSaysSo() throws {
        #expect {
            _ = try ImageDecoder.decode(try FixtureImages.bytes("truncated.png"))
        } throws: { error in
            if case .truncated? = error as? ImageError { return true }
            return false
        }
    }

    @Test(arguments: ["huge-20000.png", "huge-20000.jpg"])
    func aHeaderClaiming20000By20000IsRefusedAsTooLarge(name: String) throws {
        let bytes = try FixtureImages.bytes(name)
        #expect(throws: ImageError.tooLarge(width: 20_000, height: 20_000)) {
            _ = try ImageDecoder.decode(bytes)
        }
    }

    @Test func textIsNotAnImage() throws {
        #expect(throws: ImageError.notAnImage) { _ = try ImageDecoder.decode(try FixtureImages.bytes("not-an-image.txt")) }
        #expect(throws: ImageError.notAnImage) { _ = try ImageDecoder.decode([]) }
    }

    @Test func signaturesAloneAreCorruptNotACrash() {
        for bytes: [UInt8] in [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF], [0xFF, 0xD8, 0xFF, 0xE0, 0, 16]] {
            #expect(throws: ImageError.self) { _ = try ImageDecoder.decode(bytes) }
        }
    }

    /// Decodes untrusted `bytes` and checks what it may come to: a refusal (typed, `ImageError`)
    /// or a picture within the limits whose pixels fill it. Returns whether it was refused.
    @discardableResult
    func expectSafeOutcome(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        do {
            let image = try ImageDecoder.decode(bytes)
            #expect(ImageLimits.default.allow(width: image.width, height: image.height), sourceLocation: sourceLocation)
            #expect(image.pixels.count == image.width * image.height * 4, sourceLocation: sourceLocation)
            return false
        } catch {
            return true
        }
    }

    @Test func everyPrefixOfAValidFileIsRefusedOrAWholePicture() throws {
        for name in ["rgb-2x2.png", "red-blue-16x8.jpg"] {
            let bytes = try FixtureImages.bytes(name)
            var refused = 0
            for length in 0..<bytes.count where expectSafeOutcome(Array(bytes.prefix(length))) { refused += 1 }
            // A file cut inside its header or first data can never be a picture.
            #expect(refused >= bytes.count / 2, "\(name): only \(refused) of \(bytes.count) prefixes refused")
            #expect((0..<min(24, bytes.count)).allSatisfy { expectSafeOutcome(Array(bytes.prefix($0))) }, "\(name): a header-only prefix decoded")
            // Flipped bytes: whatever the libraries make of them, a refusal or a bounded picture.
            var generator = SeededGenerator(seed: 8)
            for _ in 0..<200 {
                var damaged = bytes
                let index = Int.random(in: 8..<damaged.count, using: &generator)
                damaged[index] ^= UInt8.random(in: 1...255, using: &generator)
                expectSafeOutcome(damaged)
            }
        }
    }
}
