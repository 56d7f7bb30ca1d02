import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny blocking HTTP/1.1 client over a socket, for tests that must see exactly what the mock
/// sends, set any header (including `Host`), and tell a dropped connection from an answer.
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        var text: String { String(decoding: body, as: UTF8.self) }

        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        }
    }

    enum Failure: Error, Equatable {
        /// The server closed the connection without sending a response.
        case closedWithoutResponse
        case cannotConnect(Int32)
        case malformed(String)
    }

    /// Sends one request on a new connection (`Connection: close`) and reads the answer.
    static func send(
        port: Int,
        _ method: String,
        _ target: String,
        headers: [(String, String)] = [],
        body: [UInt8]? = nil
    ) async throws -> Response {
        // A thread of its own: blocking the cooperative pool (two threads here) would starve
        // the in-process server under test.
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try sendBlocking(port: port, method, target, headers: headers, body: body) })
            }
            thread.start()
        }
    }

    static func send(port: Int, _ method: String, _ target: String, json: String, headers: [(String, String)] = []) async throws -> Response {
        try await send(port: port, method, target, headers: [("Content-Type", "application/json")] + headers, body: Array(json.utf8))
    }

    /// A blocking TCP socket connected to 127.0.0.1:`port`, its reads timing out after 2 minutes.
    static func connectedSocket(port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure.cannotConnect(errno) }
        // NB: a guard against a hang, not a measure of speed: under a loaded `make test` the first
        // sorted page of a 100,000-wine catalog can take many seconds in a debug build. A
        // dropped connection still ends the read at once.
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let error = errno
            close(descriptor)
            throw Failure.cannotConnect(error)
        }
        return descriptor
    }

    private static func sendBlocking(port: Int, _ method: String, _ target: String, headers: [(String, String)], body: [UInt8]?) throws -> Response {
        let descriptor = try connectedSocket(port: port)
        defer { close(descriptor) }
        var head = "\(method) \(target) HTTP/1.1\r\n"
        if !headers.contains(where: { $0.0.lowercased() == "host" }) { head += "Host: 127.0.0.1:\(port)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        // No `Connection: close`: httpbin's echo would show it. The answer is read until complete.
        head += "\r\n"
        let request = Array(head.utf8) + (body ?? [])
        var written = 0
        while written < request.count {
            let count = request[written...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { break }
            written += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
            if isComplete(received, method: method) { break }
        }
        guard !received.isEmpty else { throw Failure.closedWithoutResponse }
        return try parse(received, method: method)
    }

    private static func isComplete(_ bytes: [UInt8], method: String) -> Bool {
        guard let response = try? parse(bytes, method: method) else { return false }
        if method == "HEAD" || response.status == 204 || response.status == 304 { return true }
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            return bytes.suffix(5) == [48, 13, 10, 13, 10]
        }
        guard let length = response.header("Content-Length").flatMap(Int.init) else { return false }
        return response.body.count >= length
    }

    private static func parse(_ bytes: [UInt8], method: String) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0...(max(0, bytes.count - 4))).first(where: { Array(bytes[$0..<min($0 + 4, bytes.count)]) == separator }) else {
            throw Failure.malformed("no end of head")
        }
        let lines = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.malformed(lines[0]) }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var body = Array(bytes[(end + 4)...])
        let response = Response(status: status, headers: headers, body: [])
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            var decoded: [UInt8] = []
            var index = 0
            while let lineEnd = (index..<max(index, body.count - 1)).first(where: { body[$0] == 13 && body[$0 + 1] == 10 }) {
                let size = Int(String(decoding: body[index..<lineEnd], as: UTF8.self), radix: 16) ?? 0
                if size == 0 { break }
                decoded += body[(lineEnd + 2)..<min(body.count, lineEnd + 2 + size)]
                index = lineEnd + 2 + size + 2
            }
            body = decoded
        } else if let length = response.header("Content-Length").flatMap(Int.init), method != "HEAD" {
            body = Array(body.prefix(length))
        }
        return Response(status: status, headers: headers, body: body)
    }
}
