import Foundation
import Imaging
import Networking
import TestSupport
import Testing

/// Pictures as files for a browser: only PNG or JPEG bytes, fetched once, bounded in memory.
@Suite("Pictures as files")
struct PictureFilesTests {
    private func png() throws -> Data { Data(try FixtureImages.bytes("gradient-64x64.png")) }
    private func jpeg() throws -> Data { Data(try FixtureImages.bytes("red-blue-16x8.jpg")) }

    @Test func aPNGOrAJPEGIsServedAsItsBytesWithTheTypeItsBytesSay() async throws {
        let transport = FakeHTTPTransport()
        let png = try png(), jpeg = try jpeg()
        // NB: the server's Content-Type is not believed; the bytes decide.
        transport.on(.get, "/a.jpg") { _ in HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "image/jpeg")], body: png) }
        transport.on(.get, "/b") { _ in HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "text/plain")], body: jpeg) }
        let files = PictureFiles(transport: transport)
        let first = await files.file(forURLString: "http://127.0.0.1:9/a.jpg")
        #expect(first?.data == png && first?.contentType == "image/png")
        let second = await files.file(forURLString: "http://127.0.0.1:9/b")
        #expect(second?.data == jpeg && second?.contentType == "image/jpeg")
        _ = await files.file(forURLString: "http://127.0.0.1:9/a.jpg")
        #expect(transport.requests.count == 2, "a picture in memory is not fetched again")
    }

    @Test func anHTMLPageAnErrorAndAnythingButHTTPAreNothing() async throws {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/page.png") { _ in HTTPResponse(status: 200, body: Data("<html><script>x</script></html>".utf8)) }
        transport.on(.get, "/gone.png") { _ in HTTPResponse(status: 404, body: try png()) }
        let files = PictureFiles(transport: transport)
        #expect(await files.file(forURLString: "http://127.0.0.1:9/page.png") == nil)
        #expect(await files.file(forURLString: "http://127.0.0.1:9/gone.png") == nil)
        #expect(await files.file(forURLString: "file:///etc/passwd") == nil)
        #expect(await files.file(forURLString: "not a url") == nil)
        #expect(transport.requests.count == 2, "file: and nonsense are never fetched")
    }

    @Test func aFailedPictureIsLeftAloneUntilTheRetryInterval() async throws {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/down.png", failing: .unreachable("down"))
        let clock = TestClock()
        let files = PictureFiles(transport: transport, retryInterval: 30, clock: clock.clock)
        #expect(await files.file(forURLString: "http://127.0.0.1:9/down.png") == nil)
        #expect(await files.file(forURLString: "http://127.0.0.1:9/down.png") == nil)
        #expect(transport.requests.count == 1)
        clock.advance(by: .seconds(31))
        #expect(await files.file(forURLString: "http://127.0.0.1:9/down.png") == nil)
        #expect(transport.requests.count == 2)
    }

    @Test func tooLargeIsNothingAndMemoryStaysWithinItsBound() async throws {
        let transport = FakeHTTPTransport()
        let png = try png()
        for name in ["1", "2", "3"] { transport.on(.get, "/\(name).png") { _ in HTTPResponse(status: 200, body: png) } }
        let tight = PictureFiles(transport: transport, maximumBodySize: png.count - 1)
        #expect(await tight.file(forURLString: "http://127.0.0.1:9/1.png") == nil)
        // Room for two: the least recently used goes, and is fetched again when asked for.
        let files = PictureFiles(transport: transport, memoryBytes: png.count * 2)
        for name in ["1", "2", "3"] { _ = await files.file(forURLString: "http://127.0.0.1:9/\(name).png") }
        let before = transport.requests.count
        _ = await files.file(forURLString: "http://127.0.0.1:9/3.png")
        #expect(transport.requests.count == before, "the newest stays")
        _ = await files.file(forURLString: "http://127.0.0.1:9/1.png")
        #expect(transport.requests.count == before + 1, "the oldest went")
    }
}
