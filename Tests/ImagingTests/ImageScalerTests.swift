import Imaging
import Testing

@Suite("Scaling to a cell box")
struct ImageScalerTests {
    private func image(_ width: Int, _ height: Int, _ pixels: [[UInt8]]) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: pixels.flatMap { $0 })!
    }

    @Test func halvingAveragesEachTwoByTwoBlock() {
        // 4×2: a red/blue block, then a white/black block.
        let source = image(4, 2, [
            [255, 0, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255], [255, 255, 255, 255],
            [255, 0, 0, 255], [0, 0, 255, 255], [0, 0, 0, 255], [0, 0, 0, 255],
        ])
        let scaled = ImageScaler.resize(source, to: PixelBox(width: 2, height: 1))
        #expect(scaled.pixels == [128, 0, 128, 255, 128, 128, 128, 255])
    }

    @Test func fitKeepsTheAspectRatio() {
        let source = RGBAImage(width: 48, height: 64, filledWith: .white)
        #expect(ImageScaler.fit(source, in: PixelBox.halfBlocks(columns: 16, rows: 8)).size == PixelBox(width: 12, height: 16))
        #expect(ImageScaler.fit(source, in: PixelBox(width: 6, height: 100)).size == PixelBox(width: 6, height: 8))
    }

    @Test func fitDoesNotEnlargeUnlessAsked() {
        let source = RGBAImage(width: 2, height: 4, filledWith: .white)
        #expect(ImageScaler.fit(source, in: PixelBox(width: 20, height: 20)).size == PixelBox(width: 2, height: 4))
        #expect(ImageScaler.fit(source, in: PixelBox(width: 20, height: 20), upscale: true).size == PixelBox(width: 10, height: 20))
    }

    @Test func transparencyIsCompositedOverTheBackground() {
        let source = image(1, 1, [[255, 0, 0, 128]])
        let overWhite = ImageScaler.resize(source, to: PixelBox(width: 1, height: 1), background: .white)
        #expect(overWhite.pixels == [255, 127, 127, 255])
        let overBlack = ImageScaler.resize(source, to: PixelBox(width: 1, height: 1), background: .black)
        #expect(overBlack.pixels == [128, 0, 0, 255])
    }

    @Test func keepingAlphaAveragesWithoutColourFringes() {
        // A transparent pixel's (black) colour must not darken its opaque neighbour.
        let source = image(2, 1, [[255, 0, 0, 255], [0, 0, 0, 0]])
        let scaled = ImageScaler.resize(source, to: PixelBox(width: 1, height: 1), background: nil)
        #expect(scaled.pixels == [255, 0, 0, 128])
    }

    @Test func aDecodedFixtureScalesToKnownValues() throws {
        // The 64×64 gradient: red = 4x, green = 4y, blue 128. Averaging 8×8 blocks: the top-left
        // block has red and green 14 (mean of 0, 4, …, 28).
        let decoded = try ImageDecoder.decode(try FixtureImages.bytes("gradient-64x64.png"))
        let scaled = ImageScaler.fit(decoded, in: PixelBox(width: 8, height: 8))
        #expect(scaled.size == PixelBox(width: 8, height: 8))
        #expect(Array(scaled.pixels.prefix(4)) == [14, 14, 128, 255])
        #expect(scaled.color(x: 7, y: 7) == RGBColor(red: 238, green: 238, blue: 128))
    }

    @Test func nonIntegerRatiosWeighByCoverage() {
        // 3 → 2: output 0 covers pixel 0 and half of pixel 1.
        let source = image(3, 1, [[0, 0, 0, 255], [90, 90, 90, 255], [180, 180, 180, 255]])
        let scaled = ImageScaler.resize(source, to: PixelBox(width: 2, height: 1))
        #expect(scaled.color(x: 0, y: 0) == RGBColor(red: 30, green: 30, blue: 30))
        #expect(scaled.color(x: 1, y: 0) == RGBColor(red: 150, green: 150, blue: 150))
    }
}
