import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for testing and measuring HTTP
/// clients against a server whose every move is scripted: a normal answer, a body that trickles
/// in, a connection dropped mid-body, no answer at all.
///
/// Plain POSIX sockets and one thread per connection: no event loop to share with the client
/// under test, and nothing between the script and the bytes on the wire. Connections are kept
/// alive (HTTP/1.1 persistent connections) until the client closes them, and
/// `acceptedConnections` counts them, which is how a test proves that a client reuses one.
///
/// Call `stop()` when done; it closes every connection and waits for the threads to end.
public final class LoopbackHTTPServer: Sendable {
    /// One request as the server read it.
    public struct Request: Sendable {
        /// The method, such as `GET`.
        public let method: String
        /// The request target: the path and query, such as `/items?page=2`.
        public let target: String
        /// The header fields, in order.
        public let headers: [(name: String, value: String)]
        /// The body (by `Content-Length`; empty without one).
        public let body: Data

        /// The path, without the query.
        public var path: String { String(target.prefix { $0 != "?" }) }

        /// The first value of the header `name`, compared without case.
        public func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    /// What the server does with a request.
    public enum Reply: Sendable {
        /// Answers in full, with a `Content-Length`.
        case respond(status: Int, headers: [(name: String, value: String)], body: Data)
        /// Answers with a chunked body, pausing between chunks: a slow but steady server.
        case trickle(status: Int, chunks: [Data], pause: Duration)
        /// Announces `announced` bytes, sends `sent`, then closes the connection.
        case dropMidBody(announced: Int, sent: Data)
        /// Closes the connection without answering.
        case closeWithoutAnswer
        /// Reads the request and never answers; the connection stays open until the client
        /// closes it or the server stops.
        case neverAnswer

        /// A plain-text answer.
        public static func text(_ text: String, status: Int = 200, headers: [(name: String, value: String)] = []) -> Reply {
            .respond(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers, body: Data(text.utf8))
        }
    }

    /// Decides the reply to each request; called on the connection's thread.
    public typealias Handler = @Sendable (Request) -> Reply

    private struct State {
        var openConnections: Set<Int32> = []
        var acceptedConnections = 0
        var requests: [Request] = []
        var stopped = false
    }

    /// The port the server listens on.
    public let port: Int
    private let listener: Int32
    private let wakePipe: (read: Int32, write: Int32)
    private let handler: Handler
    private let recordsRequests: Bool
    private let state = Locked(State())
    private let threads = DispatchGroup()

    /// Starts listening on 127.0.0.1 and an ephemeral port.
    ///
    /// - Parameters:
    ///   - recordsRequests: whether `requests` keeps every request (off for benchmarks).
    ///   - handler: the reply to each request.
    /// - Throws: `LoopbackServerError` when the socket cannot be set up.
    public init(recordsRequests: Bool = true, handler: @escaping Handler) throws {
        self.handler = handler
        self.recordsRequests = recordsRequests

        let (listener, port) = try RefusingPort.bindLoopback()
        var pipeEnds: [Int32] = [-1, -1]
        guard listen(listener, 256) == 0, pipe(&pipeEnds) == 0 else {
            let error = LoopbackServerError(call: "listen")
            close(listener)
            throw error
        }
        self.listener = listener
        self.port = port
        self.wakePipe = (pipeEnds[0], pipeEnds[1])

        threads.enter()
        let thread = Thread { [self] in
            acceptLoop()
            threads.leave()
        }
        thread.name = "loopback-accept"
        thread.start()
    }

    /// `http://127.0.0.1:<port>` followed by `target` (a path, with any query).
    public func url(_ target: String = "/") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(target.hasPrefix("/") ? target : "/" + target)")!
    }

    /// How many TCP connections the server has accepted so far.
    public var acceptedConnections: Int { state.withLock { $0.acceptedConnections } }

    /// Every request read so far, in arrival order (empty unless `recordsRequests`).
    public var requests: [Request] { state.withLock { $0.requests } }

    /// Stops accepting, closes every connection and waits until every thread has ended.
    public func stop() {
        let first = state.withLock { state in
            defer { state.stopped = true }
            // Wakes threads blocked in recv/send on these sockets; each then closes its own.
            for connection in state.openConnections { shutdown(connection, Int32(SHUT_RDWR)) }
            return !state.stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
        threads.wait()
        close(listener)
        close(wakePipe.read)
        close(wakePipe.write)
    }

    // MARK: - Accepting

    private func acceptLoop() {
        while true {
            var descriptors = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || descriptors[1].revents != 0 { return }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            var one: Int32 = 1
            _ = setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            let admitted = state.withLock { state in
                guard !state.stopped else { return false }
                state.acceptedConnections += 1
                state.openConnections.insert(connection)
                return true
            }
            guard admitted else {
                close(connection)
                return
            }
            threads.enter()
            let thread = Thread { [self] in
                serve(connection)
                threads.leave()
            }
            thread.name = "loopback-connection"
            thread.start()
        }
    }

    // MARK: - Serving one connection

    private func serve(_ connection: Int32) {
        defer {
            state.withLock { state in
                // Closed under the lock, so `stop()` never shuts down a descriptor number the
                // system has already handed to someone else.
                state.openConnections.remove(connection)
                close(connection)
            }
        }
        var reader = RequestReader(socket: connection)
        while let request = reader.next() {
            if recordsRequests { state.withLock { $0.requests.append(request) } }
            let keepAlive = request.header("Connection")?.lowercased() != "close"
            switch handler(request) {
            case let .respond(status, headers, body):
                var head = Self.head(status: status, headers: headers)
                head += "Content-Length: \(body.count)\r\n"
                if !keepAlive { head += "Connection: close\r\n" }
                guard transmit(Data((head + "\r\n").utf8) + body, on: connection), keepAlive else { return }
            case let .trickle(status, chunks, pause):
                let head = Self.head(status: status, headers: []) + "Transfer-Encoding: chunked\r\n\r\n"
                guard transmit(Data(head.utf8), on: connection) else { return }
                for chunk in chunks where !chunk.isEmpty {
                    Thread.sleep(forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18)
                    let framed = Data((String(chunk.count, radix: 16) + "\r\n").utf8) + chunk + Data("\r\n".utf8)
                    guard transmit(framed, on: connection) else { return }
                }
                guard transmit(Data("0\r\n\r\n".utf8), on: connection), keepAlive else { return }
            case let .dropMidBody(announced, sent):
                let head = Self.head(status: 200, headers: []) + "Content-Length: \(announced)\r\n\r\n"
                _ = transmit(Data(head.utf8) + sent, on: connection)
                return
            case .closeWithoutAnswer:
                return
            case .neverAnswer:
                reader.waitForClose()
                return
            }
        }
    }

    private static func head(status: Int, headers: [(name: String, value: String)]) -> String {
        var head = "HTTP/1.1 \(status) \(reason(status))\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        return head
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    private func transmit(_ data: Data, on connection: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = send(connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}

/// A socket call of `LoopbackHTTPServer` failed.
public struct LoopbackServerError: Error, CustomStringConvertible {
    /// The call and the system's reason.
    public let description: String

    init(call: String) {
        description = "\(call): \(String(cString: strerror(errno)))"
    }
}
