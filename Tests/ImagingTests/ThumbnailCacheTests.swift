import Foundation
import Imaging
import TestSupport
import Testing

@Suite("Thumbnail cache on disk")
struct ThumbnailCacheTests {
    /// A clock that moves one second per reading, so files have distinct, ordered times.
    private func key(_ name: String) -> ThumbnailKey {
        ThumbnailKey(url: "http://127.0.0.1/\(name).png", box: PixelBox(width: 16, height: 16), background: .black)
    }

    /// 16×16 RGBA: 1,024 bytes of pixels plus the header and key.
    private let image = RGBAImage(width: 16, height: 16, filledWith: RGBColor(red: 10, green: 20, blue: 30))

    @Test func aStoredThumbnailReadsBack() throws {
        let directory = try TemporaryDirectory()
        let cache = ThumbnailCache(directory: directory.url.appendingPathComponent("images"))
        #expect(cache.image(for: key("a")) == nil)
        cache.store(image, for: key("a"))
        #expect(cache.image(for: key("a")) == image)
        #expect(ThumbnailCache(directory: directory.url.appendingPathComponent("images")).image(for: key("a")) == image)
        #expect(cache.image(for: key("b")) == nil)
    }

    @Test func theBoundEvictsTheLeastRecentlyUsed() throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock()
        // Room for two thumbnails, not three.
        let cache = ThumbnailCache(directory: directory.url, maximumBytes: 2_300, clock: clock.clock)
        cache.store(image, for: key("one"))
        clock.advance(by: .seconds(1))
        cache.store(image, for: key("two"))
        clock.advance(by: .seconds(1))
        _ = cache.image(for: key("one")) // "one" is now more recent than "two"
        clock.advance(by: .seconds(1))
        cache.store(image, for: key("three"))
        #expect(cache.image(for: key("one")) == image)
        #expect(cache.image(for: key("two")) == nil)
        #expect(cache.image(for: key("three")) == image)
        #expect(cache.totalBytes() <= 2_300)
    }

    @Test func aCorruptFileIsIgnoredAndRemoved() throws {
        let directory = try TemporaryDirectory()
        let cache = ThumbnailCache(directory: directory.url)
        cache.store(image, for: key("a"))
        let files = try FileManager.default.contentsOfDirectory(at: directory.url, includingPropertiesForKeys: nil)
        #expect(files.count == 1)
        let file = try #require(files.first)
        let bytes = try Data(contentsOf: file)
        try bytes.prefix(bytes.count - 5).write(to: file)
        #expect(cache.image(for: key("a")) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func theKeyDistinguishesBoxAndBackground() throws {
        let directory = try TemporaryDirectory()
        let cache = ThumbnailCache(directory: directory.url)
        cache.store(image, for: key("a"))
        var other = key("a")
        other.background = .white
        #expect(cache.image(for: other) == nil)
        other = key("a")
        other.box = PixelBox(width: 8, height: 8)
        #expect(cache.image(for: other) == nil)
    }
}
