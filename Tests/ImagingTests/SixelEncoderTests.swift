import Imaging
import Testing

@Suite("Sixel sequences")
struct SixelEncoderTests {
    @Test func sixelEncodesATwoColourImage() {
        // 3×2: red red blue / blue blue blue.
        let image = RGBAImage(width: 3, height: 2, pixels: [
            255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255,
            0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255,
        ])!
        // Red: bit 0 in columns 0–1 ("@"); blue: bit 1 in columns 0–1, bits 0–1 in column 2.
        let golden = "\u{1B}P0;1;0q\"1;1;3;2#0;2;100;0;0#1;2;0;0;100#0@@$#1AAB\u{1B}\\"
        #expect(SixelEncoder.encode(image) == golden)
    }

    @Test func sixelCompressesRunsAndSeparatesBands() {
        let image = RGBAImage(width: 10, height: 7, filledWith: .white)
        #expect(SixelEncoder.encode(image) == "\u{1B}P0;1;0q\"1;1;10;7#0;2;100;100;100#0!10~-#0!10@\u{1B}\\")
    }

    @Test func sixelQuantisesManyColoursToTheCube() {
        var pixels: [UInt8] = []
        for index in 0..<300 { pixels += [UInt8(index % 256), UInt8(index / 2 % 256), 77, 255] }
        let image = RGBAImage(width: 300, height: 1, pixels: pixels)!
        let text = SixelEncoder.encode(image)
        #expect(text.contains("#215;2;100;100;100"))
        #expect(!text.contains("#216;"))
    }

    @Test func transparentPixelsAreLeftUndrawn() {
        let image = RGBAImage(width: 3, height: 1, pixels: [0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255, 10])!
        #expect(SixelEncoder.encode(image) == "\u{1B}P0;1;0q\"1;1;3;1#0;2;100;0;0#0?@\u{1B}\\")
    }
}
