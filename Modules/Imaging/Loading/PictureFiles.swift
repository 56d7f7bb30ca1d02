import Foundation
import Networking
import UseCases

/// Pictures as files, for a front end that hands them to something that decodes them itself (a
/// browser's `<img>`): the bytes of a PNG or JPEG fetched through the shared transport, never
/// anything else, kept in memory (least recently used first out, `memoryBytes` at most).
///
/// Like `ImageLoader`, every problem is the answer `nil`: no such picture, a network error, a
/// body that is neither PNG nor JPEG, too large. A URL that failed is left alone for
/// `retryInterval`, so a page of broken labels does not refetch them on every view.
public actor PictureFiles {
    /// A picture's bytes and their media type.
    public struct File: Sendable, Equatable {
        /// The bytes, as the server sent them.
        public let data: Data
        /// `image/png` or `image/jpeg`, from the bytes themselves (not the server's header).
        public let contentType: String
    }

    private let transport: any HTTPTransport
    private let maximumBodySize: Int
    private let memoryBytes: Int
    private let timeout: Duration
    private let retryInterval: TimeInterval
    private let clock: Clock
    private let locate: @Sendable (URL) -> URL
    private let log: @Sendable (String) -> Void

    private var memory: [String: File] = [:]
    private var recentlyUsed: [String] = []
    private var bytesInMemory = 0
    private var failed: [String: Date] = [:]

    /// Pictures through `transport`.
    ///
    /// - Parameters:
    ///   - maximumBodySize: the largest picture accepted (8 MB by default).
    ///   - memoryBytes: the most bytes kept in memory together (32 MB by default).
    ///   - locate: maps a picture's URL to the URL fetched (recorded pizza pictures).
    public init(
        transport: any HTTPTransport, maximumBodySize: Int = 8 << 20, memoryBytes: Int = 32 << 20,
        timeout: Duration = .seconds(10), retryInterval: TimeInterval = 30, clock: Clock = .live,
        locate: @escaping @Sendable (URL) -> URL = { $0 }, log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.transport = transport
        self.maximumBodySize = maximumBodySize
        self.memoryBytes = memoryBytes
        self.timeout = timeout
        self.retryInterval = retryInterval
        self.clock = clock
        self.locate = locate
        self.log = log
    }

    /// The picture at `urlString`, or `nil` when it cannot be had (also for anything but an
    /// http or https URL).
    public func file(forURLString urlString: String) async -> File? {
        guard let url = URL(string: urlString) else { return nil }
        let located = locate(url)
        // Picture URLs come from servers: only ever fetch them over HTTP(S), never file: & co.
        guard let scheme = located.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        let key = located.absoluteString
        if let file = memory[key] {
            recentlyUsed.removeAll { $0 == key }
            recentlyUsed.append(key)
            return file
        }
        if let until = failed[key], clock.now() < until { return nil }
        guard let file = await fetch(located) else {
            failed[key] = clock.now().addingTimeInterval(retryInterval)
            return nil
        }
        failed[key] = nil
        remember(file, for: key)
        return file
    }

    /// The media type of `data` by its first bytes: PNG's signature or JPEG's start of image.
    public static func contentType(of data: Data) -> String? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        return nil
    }

    private func fetch(_ url: URL) async -> File? {
        let response: HTTPResponse
        do {
            response = try await transport.send(HTTPRequest(
                url: url, headers: [HTTPHeader("Accept", "image/png, image/jpeg;q=0.9")], timeout: timeout
            ))
        } catch {
            log("picture \(url.absoluteString): \(error)")
            return nil
        }
        guard response.isSuccess else {
            log("picture \(url.absoluteString): HTTP \(response.status)")
            return nil
        }
        guard response.body.count <= maximumBodySize else {
            log("picture \(url.absoluteString): \(response.body.count) bytes, more than the \(maximumBodySize) accepted")
            return nil
        }
        // NB: the bytes go to a browser as an image; anything else (an HTML error page with a
        // 200, say) must never be served under an image's name.
        guard let type = Self.contentType(of: response.body) else {
            log("picture \(url.absoluteString): neither PNG nor JPEG")
            return nil
        }
        return File(data: response.body, contentType: type)
    }

    private func remember(_ file: File, for key: String) {
        memory[key] = file
        recentlyUsed.append(key)
        bytesInMemory += file.data.count
        while bytesInMemory > memoryBytes, recentlyUsed.count > 1 {
            let oldest = recentlyUsed.removeFirst()
            if let gone = memory.removeValue(forKey: oldest) { bytesInMemory -= gone.data.count }
        }
    }
}
