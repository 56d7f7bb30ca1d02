import Foundation
import Networking
import UseCases

/// Fetches pictures and turns them into thumbnails for a terminal, without ever making a screen
/// wait or fail: every problem (no such picture, a network error, a body that is not an image,
/// too large or cut short) is the answer `nil`, logged at debug level.
///
/// Lookups go memory (an LRU of `memoryCapacity` thumbnails) → disk (`ThumbnailCache`) →
/// network (the shared `HTTPTransport`). Concurrent requests for the same thumbnail share one
/// fetch. A URL that failed is remembered, so a screen redrawn every frame does not hammer a
/// broken link: for the loader's lifetime when the failure is the picture's (4xx, not an image,
/// too large), for `retryInterval` when it may pass (a transport error, 5xx, 408, 429).
public actor ImageLoader {
    private let transport: any HTTPTransport
    private let cache: ThumbnailCache?
    private let limits: ImageLimits
    private let maximumBodySize: Int
    private let timeout: Duration
    private let memoryCapacity: Int
    private let memoryBytes: Int
    private let retryInterval: Duration
    private let clock: Clock
    private let locate: @Sendable (URL) -> URL
    private let log: @Sendable (String) -> Void

    private var memory: [ThumbnailKey: RGBAImage] = [:]
    private var recentlyUsed: [ThumbnailKey] = []
    private var bytesInMemory = 0
    private var inFlight: [ThumbnailKey: Task<Outcome, Never>] = [:]
    /// Failed URLs, and when each may be fetched again (`distantFuture`: never).
    private var failed: [String: Date] = [:]

    /// What one fetch came to.
    enum Outcome: Sendable {
        case image(RGBAImage)
        /// The picture itself is bad: no use asking again.
        case broken
        /// The way to it failed: worth another try later.
        case unavailable
    }

    /// A loader.
    ///
    /// - Parameters:
    ///   - transport: the transport every request goes through.
    ///   - cache: the disk cache; `nil` for none.
    ///   - limits: the largest picture decoded.
    ///   - maximumBodySize: the largest response accepted (8 MB by default); a larger one fails.
    ///   - timeout: the most one fetch may take.
    ///   - memoryCapacity: how many thumbnails stay in memory.
    ///   - memoryBytes: the most pixel bytes they take together (64 MB by default), so a few
    ///     large kitty pictures cannot grow the process without bound.
    ///   - retryInterval: how long a URL that failed for a passing reason (transport error, 5xx)
    ///     is left alone.
    ///   - clock: the time, for `retryInterval` (tests inject one).
    ///   - locate: maps a picture's URL to the URL actually fetched (the composition root uses
    ///     it to serve recorded pictures from a local server); identity by default.
    ///   - log: receives one line per failure, for debug logging.
    public init(
        transport: any HTTPTransport,
        cache: ThumbnailCache?,
        limits: ImageLimits = .default,
        maximumBodySize: Int = 8 << 20,
        timeout: Duration = .seconds(10),
        memoryCapacity: Int = 256,
        memoryBytes: Int = 64 << 20,
        retryInterval: Duration = .seconds(30),
        clock: Clock = .live,
        locate: @escaping @Sendable (URL) -> URL = { $0 },
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.transport = transport
        self.cache = cache
        self.limits = limits
        self.maximumBodySize = maximumBodySize
        self.timeout = timeout
        self.memoryCapacity = max(1, memoryCapacity)
        self.memoryBytes = max(0, memoryBytes)
        self.retryInterval = retryInterval
        self.clock = clock
        self.locate = locate
        self.log = log
    }

    /// The picture at `url` fitted into `box`, or `nil` when it cannot be had (also for a URL
    /// that is not http or https).
    ///
    /// - Parameter background: the colour transparent pixels are composited over (`nil` keeps
    ///   the alpha channel, for kitty and sixel).
    public func thumbnail(for url: URL, box: PixelBox, background: RGBColor? = .black) async -> RGBAImage? {
        let located = locate(url)
        // Picture URLs come from servers: only ever fetch them over HTTP(S), never file: & co.
        guard !box.isEmpty, let scheme = located.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        let key = ThumbnailKey(url: located.absoluteString, box: box, background: background)
        if let image = memory[key] {
            touch(key)
            return image
        }
        guard !isFailed(key.url) else { return nil }
        let task: Task<Outcome, Never>
        if let running = inFlight[key] {
            task = running
        } else {
            task = Task { [transport, cache, limits, maximumBodySize, timeout, log] in
                await Self.produce(key: key, url: located, transport: transport, cache: cache, limits: limits, maximumBodySize: maximumBodySize, timeout: timeout, log: log)
            }
            inFlight[key] = task
        }
        let outcome = await task.value
        inFlight[key] = nil
        switch outcome {
        case .image(let image):
            failed[key.url] = nil
            remember(image, for: key)
            return image
        case .broken:
            failed[key.url] = .distantFuture
            return nil
        case .unavailable:
            let seconds = Double(retryInterval.components.seconds) + Double(retryInterval.components.attoseconds) / 1e18
            failed[key.url] = clock.now().addingTimeInterval(seconds)
            return nil
        }
    }

    /// The picture at `urlString` fitted into `box`; `nil` also when the text is not a URL.
    public func thumbnail(forURLString urlString: String, box: PixelBox, background: RGBColor? = .black) async -> RGBAImage? {
        guard let url = URL(string: urlString), url.scheme != nil else { return nil }
        return await thumbnail(for: url, box: box, background: background)
    }

    /// The thumbnail if it is in memory already (no disk, no network): for a screen that draws
    /// what it has and asks `thumbnail(for:box:background:)` for the rest.
    public func cachedThumbnail(for url: URL, box: PixelBox, background: RGBColor? = .black) -> RGBAImage? {
        memory[ThumbnailKey(url: locate(url).absoluteString, box: box, background: background)]
    }

    /// Whether fetching `url` failed and will not be tried again yet.
    public func hasFailed(_ url: URL) -> Bool {
        isFailed(locate(url).absoluteString)
    }

    private func isFailed(_ url: String) -> Bool {
        guard let until = failed[url] else { return false }
        return clock.now() < until
    }

    /// Disk, then network, then decoding and scaling: `@concurrent`, so it runs off the actor
    /// and lookups of thumbnails already in memory are answered meanwhile.
    @concurrent private static func produce(
        key: ThumbnailKey, url: URL, transport: any HTTPTransport, cache: ThumbnailCache?,
        limits: ImageLimits, maximumBodySize: Int, timeout: Duration, log: @Sendable (String) -> Void
    ) async -> Outcome {
        if let image = cache?.image(for: key) { return .image(image) }
        let response: HTTPResponse
        do {
            response = try await transport.send(HTTPRequest(
                url: url, headers: [HTTPHeader("Accept", "image/png, image/jpeg;q=0.9, */*;q=0.1")], timeout: timeout
            ))
        } catch {
            log("image \(url.absoluteString): \(error)")
            return .unavailable
        }
        guard response.isSuccess else {
            log("image \(url.absoluteString): HTTP \(response.status)")
            let passing = response.status >= 500 || response.status == 408 || response.status == 429
            return passing ? .unavailable : .broken
        }
        // NB: the transport has its own, larger limit on what it reads; this one bounds what is
        // handed to a decoder.
        guard response.body.count <= maximumBodySize else {
            log("image \(url.absoluteString): \(response.body.count) bytes, more than the \(maximumBodySize) accepted")
            return .broken
        }
        let decoded: RGBAImage
        do {
            decoded = try ImageDecoder.decode([UInt8](response.body), limits: limits, fitting: key.box)
        } catch {
            log("image \(url.absoluteString): \(error)")
            return .broken
        }
        let thumbnail = ImageScaler.fit(decoded, in: key.box, background: key.background)
        cache?.store(thumbnail, for: key)
        return .image(thumbnail)
    }

    /// Keeps `image` in memory, then forgets the least recently used thumbnails beyond the
    /// bounds (the newest one always stays, whatever its size).
    private func remember(_ image: RGBAImage, for key: ThumbnailKey) {
        if let previous = memory.updateValue(image, forKey: key) { bytesInMemory -= previous.pixels.count }
        bytesInMemory += image.pixels.count
        touch(key)
        while recentlyUsed.count > 1 && (recentlyUsed.count > memoryCapacity || bytesInMemory > memoryBytes) {
            if let evicted = memory.removeValue(forKey: recentlyUsed.removeFirst()) { bytesInMemory -= evicted.pixels.count }
        }
    }

    private func touch(_ key: ThumbnailKey) {
        if let index = recentlyUsed.lastIndex(of: key) { recentlyUsed.remove(at: index) }
        recentlyUsed.append(key)
    }
}
