import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 answer as it came over the wire.
struct HTTPReply: Sendable {
    /// The status code.
    var status: Int
    /// The header fields, in order, names as sent.
    var headers: [(name: String, value: String)]
    /// The body as text.
    var body: String

    /// The first value of the header `name` (any case).
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every value of the header `name` (any case).
    func headers(_ name: String) -> [String] {
        headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }
}

/// A bare HTTP/1.1 client over a POSIX socket to 127.0.0.1: the tests send exactly the bytes
/// they mean (a chunked body, a wrong content type, a forged cookie) and read exactly what came
/// back, redirects and `Set-Cookie` included, with nothing in between. Blocking calls run off
/// the cooperative pool (`OffPool`).
enum RawHTTP {
    /// Sends `request` (the whole request, head and body) with `Connection: close` and reads the
    /// answer until the server closes.
    static func exchange(port: Int, _ request: [UInt8]) async throws -> HTTPReply {
        try await OffPool.run {
            let socket = try connect(port: port)
            defer { close(socket) }
            try write(socket, request)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(socket, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            return try parse(bytes)
        }
    }

    /// A request's bytes: `METHOD path HTTP/1.1`, `Host`, `Connection: close`, the given headers
    /// and the body (with its `Content-Length` unless a header says otherwise).
    static func request(_ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = []) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        let chunked = headers.contains { $0.0.lowercased() == "transfer-encoding" }
        if !chunked && (method == "POST" || !body.isEmpty) { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        return Array(head.utf8) + body
    }

    /// Opens a connection for a streamed answer (Server-Sent Events).
    static func open(port: Int, _ request: [UInt8]) async throws -> StreamConnection {
        try await OffPool.run {
            let socket = try connect(port: port)
            try write(socket, request)
            return StreamConnection(socket: socket)
        }
    }

    // MARK: - Sockets

    static func connect(port: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw RawHTTPError.socket(errno) }
        // NB: generous: an in-process server on a loaded 2-core machine can take seconds; the
        // suites' time limits bound a server that never answers.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(socket)
            throw RawHTTPError.socket(errno)
        }
        return socket
    }

    static func write(_ socket: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // NB: a server refusing a large body may close before reading it all; the answer
            // is still there to read.
            guard written > 0 else { return }
            offset += written
        }
    }

    static func parse(_ bytes: [UInt8]) throws -> HTTPReply {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else { throw RawHTTPError.malformed(String(decoding: bytes, as: UTF8.self)) }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw RawHTTPError.malformed(head[0]) }
        let headers = head.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Array(bytes[end.upperBound...])
        if headers.contains(where: { $0.name.lowercased() == "transfer-encoding" && $0.value.lowercased().contains("chunked") }) {
            body = dechunk(body)
        }
        return HTTPReply(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
    }

    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var rest = bytes[...]
        while let lineEnd = rest.firstRange(of: Array("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";")[0], radix: 16) ?? 0
            rest = rest[lineEnd.upperBound...]
            if size == 0 { break }
            result += rest.prefix(size)
            rest = rest.dropFirst(size + 2)
        }
        return result
    }
}

/// Why a raw exchange failed.
enum RawHTTPError: Error {
    /// A socket call failed with this errno.
    case socket(Int32)
    /// The answer was not HTTP.
    case malformed(String)
}

/// A connection whose answer is read as it arrives (an event stream).
final class StreamConnection: @unchecked Sendable {
    // NB: @unchecked: the socket is only used by one test at a time, from `OffPool` threads.
    private let socket: Int32
    private var received: [UInt8] = []

    init(socket: Int32) {
        self.socket = socket
    }

    /// Reads until `text` has arrived (true), or the stream ends or `limit` passes (false):
    /// heartbeats keep a stream talking, so the read timeout alone would never end the wait.
    func wait(for text: String, within limit: Duration = .seconds(30)) async throws -> Bool {
        try await OffPool.run { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = ContinuousClock.now + limit
            while !String(decoding: received, as: UTF8.self).contains(text) {
                guard ContinuousClock.now < deadline else { return false }
                let count = read(socket, &buffer, buffer.count)
                if count <= 0 { return false }
                received += buffer[0..<count]
            }
            return true
        }
    }

    /// Whether the server ends the stream (EOF) within `limit`: false when it keeps it open
    /// (heartbeats included) or the read fails. A bound, not a measurement.
    func waitForEnd(within limit: Duration = .seconds(30)) async throws -> Bool {
        try await OffPool.run { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = ContinuousClock.now + limit
            while ContinuousClock.now < deadline {
                let count = read(socket, &buffer, buffer.count)
                if count == 0 { return true }
                if count < 0 { return false }
                received += buffer[0..<count]
            }
            return false
        }
    }

    /// Everything received so far.
    var text: String { String(decoding: received, as: UTF8.self) }

    /// Closes the connection.
    func close() {
        Glibc.close(socket)
    }
}
