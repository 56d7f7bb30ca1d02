import Imaging
import Testing

@Suite("Thumbnail keys")
struct ThumbnailKeyTests {
    @Test func theDescriptionNamesURLBoxAndBackground() {
        let key = ThumbnailKey(url: "http://127.0.0.1:8765/labels/1m.jpg", box: PixelBox(width: 16, height: 24), background: RGBColor(red: 1, green: 171, blue: 255))
        #expect(key.description == "http://127.0.0.1:8765/labels/1m.jpg 16x24 #01abff")
        #expect(ThumbnailKey(url: "u", box: PixelBox(width: 1, height: 2), background: nil).description == "u 1x2 alpha")
    }
}
