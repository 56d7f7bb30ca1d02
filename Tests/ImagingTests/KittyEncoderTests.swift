import Foundation
import Imaging
import Testing

@Suite("Kitty graphics sequences")
struct KittyEncoderTests {
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
}
