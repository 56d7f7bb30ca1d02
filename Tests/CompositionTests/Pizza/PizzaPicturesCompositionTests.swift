import Composition
import Foundation
import Imaging
import Logging
import Networking
import Testing
import TestSupport

/// The pictures the recorded Nenno's menu names, through the composition root's loader and
/// kiosk-mock (a process of its own) over libcurl.
@Suite(.hangGuard) struct PizzaPicturesCompositionTests {
    @Test func recordedPizzaPicturesComeFromThePicturesServer() {
        let pictures = URL(string: "http://127.0.0.1:8765")!
        let recorded = URL(string: "https://cdn.pbrd.co/images/4O6T9RQLX.png")!
        #expect(PictureLocation.locate(recorded, pictures: pictures).absoluteString == "http://127.0.0.1:8765/images/4O6T9RQLX.png")
        #expect(PictureLocation.locate(recorded, pictures: nil) == recorded)
        let label = URL(string: "http://127.0.0.1:8765/labels/108074m.jpg")!
        #expect(PictureLocation.locate(label, pictures: pictures) == label)
        let elsewhere = URL(string: "https://cdn.pbrd.co/other/4O6T9RQLX.png")!
        #expect(PictureLocation.locate(elsewhere, pictures: pictures) == elsewhere)
    }

    @Test func theEnvironmentsLoaderShowsARecordedPizzaAndNothingForAnUnknownOne() async throws {
        try await MockProcess.with { mock in
            let directory = try TemporaryDirectory()
            let configuration = KioskConfiguration(
                dataDirectory: directory.url,
                endpoints: .all(mock.baseURL),
                settings: [.pizzaPictures: mock.baseURL.absoluteString],
                cacheDirectory: directory.url.appendingPathComponent("cache")
            )
            var logger = Logger(label: "pictures-test")
            logger.logLevel = .critical
            let loader = makeImageLoader(configuration: configuration, transport: CurlTransport(userAgent: "kiosk-tests", logger: logger), logger: logger)
            let box = PixelBox.halfBlocks(columns: 12, rows: 8)
            let image = try #require(await loader.thumbnail(forURLString: "https://cdn.pbrd.co/images/4O6T9RQLX.png", box: box))
            // The generated 48×64 picture, fitted into 12×16.
            #expect(image.size == PixelBox(width: 12, height: 16))
            #expect(await loader.thumbnail(forURLString: "https://cdn.pbrd.co/images/nothing-here.png", box: box) == nil)
            // The thumbnail is on disk in the cache directory.
            let cached = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("cache/thumbnails").path)
            #expect(cached.count == 1)
        }
    }
}
