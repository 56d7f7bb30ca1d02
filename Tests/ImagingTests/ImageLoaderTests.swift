import Foundation
import Imaging
import Networking
import Synchronization
import TestSupport
import Testing

@Suite("Loading thumbnails")
struct ImageLoaderTests {
    private static let box = PixelBox(width: 8, height: 8)

    private func png() throws -> Data { Data(try FixtureImages.bytes("gradient-64x64.png")) }

    private func answering(_ path: String, status: Int = 200, body: Data) -> FakeHTTPTransport {
        let transport = FakeHTTPTransport()
        transport.on(.get, path) { _ in HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", "image/png")], body: body) }
        return transport
    }

    @Test func aPictureBecomesAThumbnailFittingTheBox() async throws {
        let transport = answering("/labels/1.png", body: try png())
        let loader = ImageLoader(transport: transport, cache: nil)
        let image = try #require(await loader.thumbnail(for: URL(string: "http://127.0.0.1:9/labels/1.png")!, box: Self.box))
        #expect(image.size == Self.box)
        #expect(image.color(x: 0, y: 0) == RGBColor(red: 14, green: 14, blue: 128))
        #expect(await loader.cachedThumbnail(for: URL(string: "http://127.0.0.1:9/labels/1.png")!, box: Self.box) == image)
    }

    @Test func notFoundIsNilAndNotFetchedAgain() async throws {
        let transport = answering("/missing.png", status: 404, body: Data("<h1>Not Found</h1>".utf8))
        let loader = ImageLoader(transport: transport, cache: nil)
        let url = URL(string: "http://127.0.0.1:9/missing.png")!
        #expect(await loader.thumbnail(for: url, box: Self.box) == nil)
        #expect(await loader.thumbnail(for: url, box: Self.box) == nil)
        #expect(transport.requests.count == 1)
        #expect(await loader.hasFailed(url))
    }

    @Test func truncatedNotAnImageAndTransportFailuresAreNil() async throws {
        let transport = FakeHTTPTransport()
        let truncated = Data(try FixtureImages.bytes("truncated.png"))
        transport.on(.get, "/truncated.png") { _ in HTTPResponse(status: 200, body: truncated) }
        transport.on(.get, "/page.png") { _ in HTTPResponse(status: 200, body: Data("<html>oops</html>".utf8)) }
        transport.on(.get, "/huge.jpg", { _ in HTTPResponse(status: 200, body: Data(try FixtureImages.bytes("huge-20000.jpg"))) })
        transport.on(.get, "/offline.png", failing: .unreachable("connection refused"))
        let logged = Mutex<[String]>([])
        let loader = ImageLoader(transport: transport, cache: nil, log: { line in logged.withLock { $0.append(line) } })
        for path in ["/truncated.png", "/page.png", "/huge.jpg", "/offline.png"] {
            #expect(await loader.thumbnail(for: URL(string: "http://127.0.0.1:9\(path)")!, box: Self.box) == nil)
        }
        #expect(logged.withLock { $0.count } == 4)
        #expect(logged.withLock { $0.contains { $0.contains("too large (20000×20000)") } })
    }

    @Test func aTransportFailureIsRetriedAfterTheIntervalAndABrokenPictureNever() async throws {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/offline.png", failing: .unreachable("connection refused"))
        transport.on(.get, "/missing.png") { _ in HTTPResponse(status: 404) }
        transport.on(.get, "/busy.png") { _ in HTTPResponse(status: 503) }
        let clock = TestClock()
        let loader = ImageLoader(transport: transport, cache: nil, retryInterval: .seconds(30), clock: clock.clock)
        let urls = ["/offline.png", "/missing.png", "/busy.png"].map { URL(string: "http://127.0.0.1:9\($0)")! }
        for url in urls { #expect(await loader.thumbnail(for: url, box: Self.box) == nil) }
        for url in urls { #expect(await loader.thumbnail(for: url, box: Self.box) == nil) }
        #expect(transport.requests.count == 3)
        clock.advance(by: .seconds(29))
        for url in urls { #expect(await loader.hasFailed(url)) }
        clock.advance(by: .seconds(2))
        for url in urls { _ = await loader.thumbnail(for: url, box: Self.box) }
        #expect(transport.requests.map(\.url.path) == ["/offline.png", "/missing.png", "/busy.png", "/offline.png", "/busy.png"])
        #expect(await loader.hasFailed(urls[1]))
    }

    @Test func memoryKeepsTheMostRecentThumbnailsWithinItsBounds() async throws {
        let transport = FakeHTTPTransport()
        let body = try png()
        for name in ["a", "b", "c"] { transport.on(.get, "/\(name).png") { _ in HTTPResponse(status: 200, body: body) } }
        // 8×8 RGBA thumbnails are 256 bytes: room for two.
        let loader = ImageLoader(transport: transport, cache: nil, memoryBytes: 600)
        func url(_ name: String) -> URL { URL(string: "http://127.0.0.1:9/\(name).png")! }
        for name in ["a", "b"] { _ = await loader.thumbnail(for: url(name), box: Self.box) }
        _ = await loader.thumbnail(for: url("a"), box: Self.box) // a is now the most recent
        _ = await loader.thumbnail(for: url("c"), box: Self.box)
        #expect(await loader.cachedThumbnail(for: url("a"), box: Self.box) != nil)
        #expect(await loader.cachedThumbnail(for: url("b"), box: Self.box) == nil)
        #expect(await loader.cachedThumbnail(for: url("c"), box: Self.box) != nil)
        #expect(transport.requests.count == 3)
    }

    @Test func aBodyOverTheSizeLimitIsRefused() async throws {
        let transport = answering("/big.png", body: try png())
        let loader = ImageLoader(transport: transport, cache: nil, maximumBodySize: 1_000)
        #expect(await loader.thumbnail(for: URL(string: "http://127.0.0.1:9/big.png")!, box: Self.box) == nil)
    }

    @Test func concurrentRequestsForOnePictureShareOneFetch() async throws {
        let transport = GatedTransport(body: try png())
        let loader = ImageLoader(transport: transport, cache: nil)
        let url = URL(string: "http://127.0.0.1:9/label.png")!
        async let first = loader.thumbnail(for: url, box: Self.box)
        async let second = loader.thumbnail(for: url, box: Self.box)
        // Let both callers reach the loader while the first fetch is held open.
        while transport.requestCount == 0 { await Task.yield() }
        for _ in 0..<200 { await Task.yield() }
        transport.open()
        let (a, b) = await (first, second)
        #expect(a != nil && a == b)
        #expect(transport.requestCount == 1)
    }

    @Test func theDiskCacheServesANewLoaderWithoutTheNetwork() async throws {
        let directory = try TemporaryDirectory()
        let url = URL(string: "http://127.0.0.1:9/labels/2.png")!
        let first = ImageLoader(transport: answering("/labels/2.png", body: try png()), cache: ThumbnailCache(directory: directory.url))
        let fetched = try #require(await first.thumbnail(for: url, box: Self.box))
        // No routes: any request would fail the test.
        let offline = FakeHTTPTransport()
        let second = ImageLoader(transport: offline, cache: ThumbnailCache(directory: directory.url))
        #expect(await second.thumbnail(for: url, box: Self.box) == fetched)
        #expect(offline.requests.isEmpty)
    }

    @Test func onlyHTTPURLsAreFetched() async throws {
        // No routes: any request would fail the test.
        let transport = FakeHTTPTransport()
        let loader = ImageLoader(transport: transport, cache: nil)
        for text in ["file:///etc/passwd", "ftp://127.0.0.1/pizza.png", "data:image/png;base64,iVBORw0KGgo=", "not a url", ""] {
            #expect(await loader.thumbnail(forURLString: text, box: Self.box) == nil)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func locateRewritesTheFetchedURL() async throws {
        let transport = answering("/images/pizza.png", body: try png())
        let loader = ImageLoader(transport: transport, cache: nil, locate: { url in
            URL(string: "http://127.0.0.1:9/images/\(url.lastPathComponent)")!
        })
        #expect(await loader.thumbnail(forURLString: "https://cdn.example/x/pizza.png", box: Self.box) != nil)
        #expect(transport.requests.map(\.url.absoluteString) == ["http://127.0.0.1:9/images/pizza.png"])
        #expect(await loader.thumbnail(forURLString: "not a url", box: Self.box) == nil)
    }
}

/// A transport whose responses wait until `open()`: a fetch held in flight.
private final class GatedTransport: HTTPTransport {
    private let body: Data
    private let state = Mutex<(count: Int, isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((0, false, []))

    init(body: Data) { self.body = body }

    var requestCount: Int { state.withLock { $0.count } }

    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                state.count += 1
                if state.isOpen { return true }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
        return HTTPResponse(status: 200, body: body)
    }
}
