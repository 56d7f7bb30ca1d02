import Foundation
import Imaging
import Testing

@Suite("Terminal encoders")
struct TerminalEncoderTests {
    /// 2×4: red over green over blue over white in column 0, their inverses in column 1.
    private let twoByFour = RGBAImage(width: 2, height: 4, pixels: [
        255, 0, 0, 255, 0, 255, 255, 255,
        0, 255, 0, 255, 255, 0, 255, 255,
        0, 0, 255, 255, 255, 255, 0, 255,
        255, 255, 255, 255, 0, 0, 0, 255,
    ])!

    @Test func halfBlockCellsPairRowsTopAndBottom() {
        let cells = HalfBlockRenderer.cells(twoByFour)
        #expect(cells.count == 2 && cells[0].count == 2)
        #expect(cells[0][0] == HalfBlockCell(top: RGBColor(red: 255, green: 0, blue: 0), bottom: RGBColor(red: 0, green: 255, blue: 0)))
        #expect(cells[1][1] == HalfBlockCell(top: RGBColor(red: 255, green: 255, blue: 0), bottom: .black))
    }

    @Test func halfBlockTextMatchesTheGolden() {
        let golden = """
            \u{1B}[38;2;255;0;0m\u{1B}[48;2;0;255;0m▀\u{1B}[38;2;0;255;255m\u{1B}[48;2;255;0;255m▀\u{1B}[0m
            \u{1B}[38;2;0;0;255m\u{1B}[48;2;255;255;255m▀\u{1B}[38;2;255;255;0m\u{1B}[48;2;0;0;0m▀\u{1B}[0m

            """
        #expect(HalfBlockRenderer.ansiText(twoByFour) == golden)
    }

    @Test func halfBlockTextRepeatsNoUnchangedColourAndLeavesTheOddLastRowOnTheTerminalBackground() {
        let image = RGBAImage(width: 3, height: 1, filledWith: RGBColor(red: 1, green: 2, blue: 3))
        #expect(HalfBlockRenderer.ansiText(image, indent: 2) == "  \u{1B}[38;2;1;2;3m\u{1B}[49m▀▀▀\u{1B}[0m\n")
    }

    @Test func kittyTransmitsATinyImageInOneSequence() {
        let image = RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 255])!
        #expect(KittyEncoder.transmit(image, id: 7, columns: 2, rows: 1) == "\u{1B}_Ga=T,f=32,s=1,v=1,i=7,c=2,r=1,q=2;/wAA/w==\u{1B}\\")
        #expect(KittyEncoder.transmit(image, moveCursor: false) == "\u{1B}_Ga=T,f=32,s=1,v=1,C=1,q=2;/wAA/w==\u{1B}\\")
        #expect(KittyEncoder.delete(id: 7) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
    }

    @Test func kittySplitsALargePayloadInto4096ByteChunks() {
        // 40×40×4 = 6,400 bytes → 8,536 base64 characters → chunks of 4096, 4096, 344.
        let image = RGBAImage(width: 40, height: 40, filledWith: RGBColor(red: 9, green: 8, blue: 7))
        let sequences = KittyEncoder.transmit(image, id: 1).split(separator: "\u{1B}\\").map(String.init)
        #expect(sequences.count == 3)
        #expect(sequences[0].hasPrefix("\u{1B}_Ga=T,f=32,s=40,v=40,i=1,q=2,m=1;"))
        #expect(sequences[1].hasPrefix("\u{1B}_Gm=1;"))
        #expect(sequences[2].hasPrefix("\u{1B}_Gm=0;"))
        let payloads = sequences.map { $0.split(separator: ";", maxSplits: 1)[1] }
        #expect(payloads.map(\.count) == [4096, 4096, 344])
        #expect(payloads.joined() == Data(image.pixels).base64EncodedString())
    }

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
}
