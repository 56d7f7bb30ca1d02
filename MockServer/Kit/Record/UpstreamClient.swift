import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 client for record and verify mode: one request per connection to an
/// upstream (a local httpbin, another kiosk-mock, a test server, a real API over HTTPS).
/// Blocking calls run on a thread of their own, never on Swift's cooperative pool.
///
/// `http://` goes over a plain socket; `https://` through libcurl (`CurlExchange`), verifying
/// the peer against the system's trust store or, with `caFile`, against that file alone.
///
/// It sends no `Connection: close` (echo servers would report it) and reads until the answer
/// is complete (`Content-Length` or chunked) or the upstream closes.
public struct UpstreamClient: Sendable {
    /// Why the upstream could not be asked.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// One line for people.
        public let description: String
    }

    /// The upstream's answer.
    public struct Answer: Sendable {
        /// The status.
        public var status: Int
        /// The headers in order.
        public var headers: [(name: String, value: String)]
        /// The body (de-chunked).
        public var body: [UInt8]
    }

    /// `http://host:port` or `https://host:port`, optionally with a path prefix.
    public let base: URL
    /// The certificates (PEM) an HTTPS upstream is verified against instead of the system's.
    public let caFile: URL?
    private let host: String
    private let port: UInt16

    /// A client for `base`: `http` URLs with an IPv4 address or `localhost`, or `https` URLs
    /// with any host.
    ///
    /// - Parameter caFile: for HTTPS, the only certificates trusted (a self-signed test server's,
    ///   a company CA); nil trusts the system's. Verification is never turned off.
    public init(base: URL, caFile: URL? = nil) throws(Failure) {
        guard base.scheme == "http" || base.scheme == "https", let host = base.host else {
            throw Failure(description: "--upstream must be an http:// or https:// URL with a host")
        }
        if let caFile, !FileManager.default.isReadableFile(atPath: caFile.path) {
            throw Failure(description: "--ca-file \(caFile.path) cannot be read")
        }
        self.base = base
        self.caFile = caFile
        self.host = host == "localhost" && base.scheme == "http" ? "127.0.0.1" : host
        self.port = UInt16(base.port ?? (base.scheme == "https" ? 443 : 80))
    }

    /// Whether the upstream is reached over TLS.
    public var isHTTPS: Bool { base.scheme == "https" }

    /// Sends one request; `target` is the path with its query.
    public func send(method: String, target: String, headers: [(name: String, value: String)], body: [UInt8]?) async throws -> Answer {
        let prefix = base.path == "/" ? "" : base.path
        if isHTTPS {
            let url = "https://\(base.host ?? host)\(base.port.map { ":\($0)" } ?? "")\(prefix)\(target)"
            let caFile = self.caFile
            return try await withCheckedThrowingContinuation { continuation in
                Thread {
                    continuation.resume(with: Result { () throws(Failure) -> Answer in
                        try CurlExchange.perform(method: method, url: url, headers: headers, body: body, caFile: caFile, timeout: 30)
                    })
                }.start()
            }
        }
        let name = base.host ?? self.host
        let hostHeader = base.port.map { "\(name):\($0)" } ?? name
        var head = "\(method) \(prefix)\(target) HTTP/1.1\r\nHost: \(hostHeader)\r\n"
        for (name, value) in headers where !["host", "content-length", "connection", "transfer-encoding", "keep-alive"].contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        if let body, !body.isEmpty || method != "GET" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let request = Array(head.utf8) + (body ?? [])
        let (address, port) = (self.host, self.port)
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try Self.exchange(request, host: address, port: port, method: method) })
            }.start()
        }
    }

    private static func exchange(_ request: [UInt8], host: String, port: UInt16, method: String) throws -> Answer {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "cannot open a socket (errno \(errno))") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw Failure(description: "--upstream host \(host) must be an IPv4 address or localhost")
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to \(host):\(port) (\(String(cString: strerror(errno))))") }
        var written = 0
        while written < request.count {
            let count = request[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the upstream closed the connection while the request was sent") }
            written += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[0..<count]
            if let answer = try? parse(received, method: method, complete: false) { return answer }
        }
        guard !received.isEmpty else { throw Failure(description: "the upstream closed the connection without answering") }
        return try parse(received, method: method, complete: true)
    }

    /// Parses a response; unless `complete` (the connection ended), fails until it is whole.
    static func parse(_ bytes: [UInt8], method: String, complete: Bool) throws(Failure) -> Answer {
        guard let end = headEnd(bytes) else { throw Failure(description: "the upstream's answer has no complete head") }
        let lines = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let status = Int(parts[1]) else {
            throw Failure(description: "the upstream's status line is not HTTP: \(lines[0].prefix(80))")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        func header(_ name: String) -> String? { headers.first { $0.name.lowercased() == name }?.value }
        let rest = Array(bytes[(end + 4)...])
        if method == "HEAD" || status == 204 || status == 304 || (100..<200).contains(status) {
            return Answer(status: status, headers: headers, body: [])
        }
        if header("transfer-encoding")?.lowercased().contains("chunked") == true {
            var body: [UInt8] = []
            var index = 0
            while true {
                guard let lineEnd = crlf(rest, from: index) else { break }
                let sizeText = String(decoding: rest[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
                guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                    throw Failure(description: "the upstream sent a bad chunk size")
                }
                if size == 0 { return Answer(status: status, headers: headers, body: body) }
                guard lineEnd + 2 + size <= rest.count else { break }
                body += rest[(lineEnd + 2)..<(lineEnd + 2 + size)]
                index = lineEnd + 2 + size + 2
            }
            if complete { return Answer(status: status, headers: headers, body: body) }
            throw Failure(description: "incomplete chunked body")
        }
        if let length = header("content-length").flatMap({ Int($0) }) {
            if rest.count >= length { return Answer(status: status, headers: headers, body: Array(rest.prefix(length))) }
            if complete { throw Failure(description: "the upstream closed after \(rest.count) of \(length) body bytes") }
            throw Failure(description: "incomplete body")
        }
        if complete { return Answer(status: status, headers: headers, body: rest) }
        throw Failure(description: "body until close")
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    private static func crlf(_ bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= 2, start <= bytes.count - 2 else { return nil }
        for index in start...(bytes.count - 2) where bytes[index] == 13 && bytes[index + 1] == 10 { return index }
        return nil
    }
}
