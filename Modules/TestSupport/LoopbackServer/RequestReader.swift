import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads HTTP/1.1 requests one after another from a connected socket, buffering what arrives
/// beyond the current request (a pipelining client, or the next request of a keep-alive one).
struct RequestReader {
    private let socket: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    /// The most a request head may take; a client sending more is cut off.
    private static let maximumHeadSize = 64 * 1024
    private static let headEnd: [UInt8] = Array("\r\n\r\n".utf8)

    init(socket: Int32) {
        self.socket = socket
    }

    /// The next request, or nil when the client closed the connection or sent something that
    /// is not HTTP/1.1.
    mutating func next() -> LoopbackHTTPServer.Request? {
        var searchFrom = 0
        var headLength: Int?
        while headLength == nil {
            if let end = Self.find(Self.headEnd, in: buffer, from: searchFrom) {
                headLength = end + Self.headEnd.count
            } else {
                guard buffer.count <= Self.maximumHeadSize else { return nil }
                searchFrom = max(0, buffer.count - Self.headEnd.count + 1)
                guard fill() else { return nil }
            }
        }
        guard let headLength, let head = String(bytes: buffer[..<headLength], encoding: .utf8) else { return nil }
        var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
        let headers: [(name: String, value: String)] = lines.compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let contentLength = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        guard contentLength >= 0 else { return nil }
        while buffer.count < headLength + contentLength {
            guard fill() else { return nil }
        }
        let body = Data(buffer[headLength..<(headLength + contentLength)])
        buffer.removeFirst(headLength + contentLength)
        return LoopbackHTTPServer.Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    /// Blocks until the client closes the connection (or the server shuts it down).
    mutating func waitForClose() {
        while fill() { buffer.removeAll(keepingCapacity: true) }
    }

    /// Appends whatever the socket has next; false at end of stream or on error.
    private mutating func fill() -> Bool {
        let socket = socket
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        for index in start...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }
}
