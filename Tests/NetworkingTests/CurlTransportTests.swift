import Foundation
import Logging
import LoopbackServer
@testable import Networking
import Synchronization
import Testing
import TestSupport

/// `CurlTransport` against `LoopbackHTTPServer`: what reaches the server, what comes back, and
/// how each way a server can misbehave becomes a `TransportError`.
@Suite("CurlTransport", .hangGuard)
struct CurlTransportTests {
    /// Runs `body` with a fresh server answering with `handler` and a fresh transport; stops the
    /// server afterwards, whatever happens.
    private func withServer<T>(
        logger: Logger = Logger(label: "test"),
        maximumResponseSize: Int = 64 << 20,
        _ handler: @escaping LoopbackHTTPServer.Handler,
        _ body: (LoopbackHTTPServer, CurlTransport) async throws -> T
    ) async throws -> T {
        let server = try LoopbackHTTPServer(handler: handler)
        defer { server.stop() }
        let transport = CurlTransport(userAgent: "kiosk/9.9.9", logger: logger, maximumResponseSize: maximumResponseSize)
        return try await body(server, transport)
    }

    /// The `TransportError` `operation` throws, or nil (and a recorded issue) when it throws
    /// something else or nothing.
    private func transportError(_ operation: () async throws -> HTTPResponse) async -> TransportError? {
        do {
            let response = try await operation()
            Issue.record("expected a TransportError, got HTTP \(response.status)")
            return nil
        } catch let error as TransportError {
            return error
        } catch {
            Issue.record("expected a TransportError, got \(error)")
            return nil
        }
    }

    // MARK: Tests

    @Test func successReturnsTheStatusHeadersAndBody() async throws {
        try await withServer({ request in
            .respond(status: 201, headers: [("Content-Type", "application/json"), ("X-Kiosk", "yes")], body: Data(#"{"id":7}"#.utf8))
        }) { server, transport in
            let request = HTTPRequest(
                method: .post,
                url: server.url("/counters?sort=name"),
                headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("X-Trace", "abc")],
                body: Data(#"{"title":"bar"}"#.utf8)
            )
            let response = try await transport.send(request)

            #expect(response.status == 201)
            #expect(response.headers[field: "x-kiosk"] == "yes")
            #expect(response.headers[field: "Content-Type"] == "application/json")
            #expect(response.body == Data(#"{"id":7}"#.utf8))
            let received = try #require(server.requests.first)
            #expect(received.method == "POST")
            #expect(received.target == "/counters?sort=name")
            #expect(received.body == Data(#"{"title":"bar"}"#.utf8))
            #expect(received.header("Content-Type") == "application/json")
            #expect(received.header("X-Trace") == "abc")
            #expect(received.header("User-Agent") == "kiosk/9.9.9")
            #expect(received.header("Expect") == nil)
        }
    }

    @Test func aDeleteCarriesItsBodyAndAGetHasNone() async throws {
        try await withServer({ _ in .text("ok") }) { server, transport in
            _ = try await transport.send(HTTPRequest(method: .delete, url: server.url("/api/v1/counter"), body: Data(#"{"id":"a"}"#.utf8)))
            _ = try await transport.send(HTTPRequest(url: server.url("/api/v1/counters")))

            let requests = server.requests
            #expect(requests.map(\.method) == ["DELETE", "GET"])
            #expect(requests[0].body == Data(#"{"id":"a"}"#.utf8))
            // No body given, so no Content-Type invented for it.
            #expect(requests[0].header("Content-Type") == nil)
            #expect(requests[1].body.isEmpty)
        }
    }

    @Test(arguments: [400, 404, 500, 503])
    func errorStatusesAreResponsesWithTheirBody(status: Int) async throws {
        try await withServer({ _ in .text("<html>nope</html>", status: status) }) { server, transport in
            let response = try await transport.send(HTTPRequest(url: server.url("/missing")))
            #expect(response.status == status)
            #expect(!response.isSuccess)
            #expect(response.body == Data("<html>nope</html>".utf8))
        }
    }

    @Test func aRefusedConnectionIsUnreachableAndCannotHaveBeenApplied() async throws {
        let refusing = try RefusingPort()
        let transport = CurlTransport(userAgent: "kiosk/test", logger: Logger(label: "test"))

        let error = await transportError { try await transport.send(HTTPRequest(method: .post, url: refusing.url("/gone"), body: Data())) }
        withExtendedLifetime(refusing) {}

        guard case .unreachable = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(error?.mayHaveBeenApplied == false)
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        try await withServer({ _ in .neverAnswer }) { server, transport in
            let request = HTTPRequest(url: server.url("/slow"), timeout: .milliseconds(300))
            let error = await transportError { try await transport.send(request) }

            guard case .timeout = error else {
                Issue.record("expected timeout, got \(String(describing: error))")
                return
            }
            #expect(error?.mayHaveBeenApplied == true)
            // NB: on a loaded machine the client may give up before the server has read the
            // request; it arrives all the same, once.
            await yieldUntil("the server to see the request") { server.requests.count >= 1 }
            #expect(server.requests.count == 1)
        }
    }

    @Test func aSlowBodyWithinTheTimeoutArrivesWhole() async throws {
        let chunks = (1...6).map { Data(repeating: UInt8(ascii: "a") + UInt8($0), count: 1000 * $0) }
        try await withServer({ _ in .trickle(status: 200, chunks: chunks, pause: .milliseconds(30)) }) { server, transport in
            let response = try await transport.send(HTTPRequest(url: server.url("/trickle"), timeout: .seconds(20)))
            #expect(response.status == 200)
            #expect(response.body == chunks.reduce(Data(), +))
        }
    }

    @Test func aConnectionDroppedMidBodyIsConnectionLost() async throws {
        try await withServer({ _ in .dropMidBody(announced: 10_000, sent: Data(repeating: 1, count: 100)) }) { server, transport in
            let error = await transportError { try await transport.send(HTTPRequest(url: server.url("/drop"))) }

            guard case .connectionLost = error else {
                Issue.record("expected connectionLost, got \(String(describing: error))")
                return
            }
            #expect(error?.mayHaveBeenApplied == true)
        }
    }

    @Test func aConnectionClosedWithoutAnswerIsConnectionLost() async throws {
        try await withServer({ _ in .closeWithoutAnswer }) { server, transport in
            let error = await transportError { try await transport.send(HTTPRequest(method: .post, url: server.url("/counter/inc"), body: Data("{}".utf8))) }

            guard case .connectionLost = error else {
                Issue.record("expected connectionLost, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func postsWithBodiesShareOneKeptAliveConnection() async throws {
        try await withServer({ request in .text("applied \(String(decoding: request.body, as: UTF8.self))") }) { server, transport in
            for index in 0..<100 {
                let body = Data(#"{"id":"c\#(index)"}"#.utf8)
                let response = try await transport.send(HTTPRequest(method: .post, url: server.url("/counter/inc"), body: body))
                #expect(response.body == Data("applied ".utf8) + body)
            }

            #expect(server.acceptedConnections == 1)
            #expect(server.requests.map(\.body) == (0..<100).map { Data(#"{"id":"c\#($0)"}"#.utf8) })
        }
    }

    @Test func aPostWhoseKeptAliveConnectionClosesUnansweredIsNotSentAgain() async throws {
        // The server reads the first POST and closes the connection without answering, as one
        // that applied it and then crashed would. libcurl takes a reused connection that closes
        // before any answer for a stale one and sends the request again on a new connection,
        // which this server would answer: the change applied twice, and reported as done once.
        let posts = Locked(0)
        try await withServer({ request in
            guard request.method == "POST" else { return .text("ok") }
            let first = posts.withLock { count in
                count += 1
                return count == 1
            }
            return first ? .closeWithoutAnswer : .text("applied")
        }) { server, transport in
            _ = try await transport.send(HTTPRequest(url: server.url("/counters")))
            let error = await transportError {
                try await transport.send(HTTPRequest(method: .post, url: server.url("/counter/inc"), body: Data(#"{"id":"a"}"#.utf8)))
            }

            guard case .connectionLost = error else {
                Issue.record("expected connectionLost, got \(String(describing: error))")
                return
            }
            #expect(error?.mayHaveBeenApplied == true)
            #expect(server.requests.filter { $0.method == "POST" }.count == 1)

            // The transport goes on: the next POST is answered.
            let next = try await transport.send(HTTPRequest(method: .post, url: server.url("/counter/inc"), body: Data(#"{"id":"b"}"#.utf8)))
            #expect(next.body == Data("applied".utf8))
        }
    }

    @Test func aPostRedirectedBy307IsSentAgainWithItsBody() async throws {
        try await withServer({ request in
            request.path == "/old"
                ? .respond(status: 307, headers: [("Location", "/new")], body: Data())
                : .text("\(request.method) \(request.path) \(String(decoding: request.body, as: UTF8.self))")
        }) { server, transport in
            let response = try await transport.send(HTTPRequest(method: .post, url: server.url("/old"), body: Data(#"{"title":"x"}"#.utf8)))

            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == #"POST /new {"title":"x"}"#)
            #expect(server.requests.map(\.path) == ["/old", "/new"])
        }
    }

    @Test func cancellingTheTaskCancelsTheTransferPromptly() async throws {
        let (arrived, arrival) = AsyncStream.makeStream(of: Void.self)
        try await withServer({ _ in
            arrival.yield()
            return .neverAnswer
        }) { server, transport in
            let task = Task {
                try await transport.send(HTTPRequest(url: server.url("/forever"), timeout: .seconds(60)))
            }
            // Cancel only once the request is surely on the wire, in the hands of libcurl.
            var iterator = arrived.makeAsyncIterator()
            _ = await iterator.next()
            task.cancel()

            let error = await transportError { try await task.value }

            // The server never answers, so only the cancellation can end this transfer before its
            // 60 s timeout, which would end it as `.timeout`: `.cancelled` proves it was removed.
            // (No wall-clock bound: timings belong in benchmarks, not tests.)
            #expect(error == .cancelled)
        }
    }

    @Test func aTaskCancelledBeforeSendingNeverReachesTheServer() async throws {
        try await withServer({ _ in .text("ok") }) { server, transport in
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await transport.send(HTTPRequest(url: server.url("/never")))
            }
            let error = await transportError { try await task.value }

            #expect(error == .cancelled)
            #expect(server.requests.isEmpty)
        }
    }

    @Test func fiftyRequestsAreInFlightAtOnce() async throws {
        // The server holds every answer until all fifty requests have arrived, so this passes
        // only if the transport really has them in flight together.
        let barrier = Barrier(count: 50)
        try await withServer({ request in
            barrier.arriveAndWait(timeout: .seconds(20))
            return .text("echo \(request.target)")
        }) { server, transport in
            let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for index in 0..<50 {
                    group.addTask {
                        let response = try await transport.send(HTTPRequest(url: server.url("/item/\(index)"), timeout: .seconds(30)))
                        return (index, String(decoding: response.body, as: UTF8.self))
                    }
                }
                return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
            }

            #expect(bodies.count == 50)
            for (index, body) in bodies { #expect(body == "echo /item/\(index)") }
            #expect(barrier.allArrived)
        }
    }

    @Test func connectionsOpenedForABurstSurviveALullAndServeTheNext() async throws {
        // Each burst is held at a barrier until all sixteen requests arrived, so each needs
        // sixteen connections at once. The lone request between them is the lull during which
        // a cache sized by the transfers in flight would close most of them.
        let bursts = [Barrier(count: 16), Barrier(count: 16)]
        try await withServer({ request in
            if request.path.hasPrefix("/first") { bursts[0].arriveAndWait(timeout: .seconds(20)) }
            if request.path.hasPrefix("/second") { bursts[1].arriveAndWait(timeout: .seconds(20)) }
            return .text("ok")
        }) { server, transport in
            for burst in ["first", "lull", "second"] {
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for index in 0..<(burst == "lull" ? 1 : 16) {
                        group.addTask { try await transport.send(HTTPRequest(url: server.url("/\(burst)/\(index)"), timeout: .seconds(30))).status }
                    }
                    for try await status in group { #expect(status == 200) }
                }
            }

            #expect(bursts.allSatisfy { $0.allArrived })
            #expect(server.acceptedConnections == 16)
        }
    }

    @Test func requestsCappedAtFourConnectionsQueueForTheFourInsteadOfOpeningMore() async throws {
        // Sixteen asked at once would open sixteen connections (the test above); capped at
        // four, the other twelve wait for a finished one's connection and reuse it.
        try await withServer({ request in .text("echo \(request.target)") }) { server, transport in
            try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<16 {
                    group.addTask {
                        try await transport.send(HTTPRequest(url: server.url("/page/\(index)"), timeout: .seconds(30), connectionsPerHost: 4)).status
                    }
                }
                for try await status in group { #expect(status == 200) }
            }
            #expect(server.requests.count == 16)
            #expect(server.acceptedConnections <= 4)

            // Once the capped requests are done, uncapped ones are not held to four.
            let barrier = Barrier(count: 6)
            let burst = try LoopbackHTTPServer { _ in
                barrier.arriveAndWait(timeout: .seconds(20))
                return .text("ok")
            }
            defer { burst.stop() }
            try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<6 {
                    group.addTask { try await transport.send(HTTPRequest(url: burst.url("/free/\(index)"), timeout: .seconds(30))).status }
                }
                for try await status in group { #expect(status == 200) }
            }
            #expect(barrier.allArrived)
        }
    }

    @Test func aTenMegabyteBodyTravelsIntactBothWays() async throws {
        // A pattern of prime length, so a chunk lost, repeated or out of order shows.
        let pattern = Data((0..<4099).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
        var data = Data(capacity: 10 << 20)
        while data.count < 10 << 20 { data.append(pattern.prefix(10 << 20 - data.count)) }
        let big = data
        try await withServer({ request in
            .respond(status: 200, headers: [], body: request.method == "POST" ? Data("\(request.body.count)".utf8) : big)
        }) { server, transport in
            let download = try await transport.send(HTTPRequest(url: server.url("/big")))
            #expect(download.body.count == big.count)
            #expect(download.body == big)

            let upload = try await transport.send(HTTPRequest(method: .post, url: server.url("/big"), body: big))
            #expect(String(decoding: upload.body, as: UTF8.self) == "\(big.count)")
        }
    }

    @Test func aBodyLargerThanTheLimitFailsInsteadOfFillingMemory() async throws {
        try await withServer(maximumResponseSize: 1000, { _ in .respond(status: 200, headers: [], body: Data(count: 5000)) }) { server, transport in
            let error = await transportError { try await transport.send(HTTPRequest(url: server.url("/huge"))) }

            guard case let .other(reason) = error else {
                Issue.record("expected other, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("1000 bytes"))
        }
    }

    @Test func aGzipResponseIsAcceptedAndDecoded() async throws {
        try await withServer({ _ in
            .respond(status: 200, headers: [("Content-Encoding", "gzip"), ("Content-Type", "text/plain")], body: Self.gzippedKiosk)
        }) { server, transport in
            let response = try await transport.send(HTTPRequest(url: server.url("/compressed")))

            #expect(response.body == Data(String(repeating: "kiosk ", count: 2000).utf8))
            let accepted = try #require(server.requests.first?.header("Accept-Encoding"))
            #expect(accepted.contains("gzip"))
        }
    }

    @Test func aRedirectIsFollowed() async throws {
        try await withServer({ request in
            request.path == "/old"
                ? .respond(status: 302, headers: [("Location", "/new?x=1")], body: Data())
                : .text("moved here: \(request.target)")
        }) { server, transport in
            let response = try await transport.send(HTTPRequest(url: server.url("/old")))

            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "moved here: /new?x=1")
            #expect(response.headers[field: "Location"] == nil)
        }
    }

    @Test func redirectsAreBounded() async throws {
        try await withServer({ _ in .respond(status: 302, headers: [("Location", "/loop")], body: Data()) }) { server, transport in
            let error = await transportError { try await transport.send(HTTPRequest(url: server.url("/loop"))) }

            guard case let .other(reason) = error else {
                Issue.record("expected other, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("redirects"))
            #expect(server.requests.count == 1 + CurlTransport.maximumRedirects)
        }
    }

    @Test func aThousandSequentialRequestsShareOneConnection() async throws {
        try await withServer({ request in .text(request.target) }) { server, transport in
            for index in 0..<1000 {
                let response = try await transport.send(HTTPRequest(url: server.url("/n/\(index)")))
                #expect(response.body == Data("/n/\(index)".utf8))
            }

            #expect(server.acceptedConnections == 1)
            #expect(server.requests.count == 1000)
        }
    }

    @Test func aHeaderWithALineBreakIsRefusedBeforeSending() async throws {
        try await withServer({ _ in .text("ok") }) { server, transport in
            let request = HTTPRequest(url: server.url("/"), headers: [HTTPHeader("X-Evil", "a\r\nX-Injected: 1")])
            let error = await transportError { try await transport.send(request) }

            guard case .other = error else {
                Issue.record("expected other, got \(String(describing: error))")
                return
            }
            #expect(server.requests.isEmpty)
        }
    }

    @Test func eachRequestIsLoggedWithItsSecretsRedacted() async throws {
        let messages = RecordingLogHandler.Messages()
        try await withServer(logger: RecordingLogHandler.logger(into: messages), { _ in .text("[]") }) { server, transport in
            let request = HTTPRequest(
                url: server.url("/api/beta2/service.svc/JSON/catalog?filter=categories(490)&apikey=s3cr3t-key&size=5"),
                headers: [HTTPHeader("Authorization", "Bearer t0p-s3cr3t")]
            )
            _ = try await transport.send(request)

            let line = try #require(messages.all.first)
            #expect(line.hasPrefix("GET http://127.0.0.1:\(server.port)/api/beta2/service.svc/JSON/catalog?"))
            #expect(line.contains("apikey=REDACTED"))
            #expect(line.contains("size=5"))
            #expect(line.contains("→ 200"))
            #expect(line.contains(" ms"))
            #expect(!messages.all.joined().contains("s3cr3t"))
            // The server did get the real key: redaction is for the log only.
            #expect(server.requests.first?.target.contains("apikey=s3cr3t-key") == true)
        }
    }

    @Test func aFailedRequestIsLoggedToo() async throws {
        let messages = RecordingLogHandler.Messages()
        try await withServer(logger: RecordingLogHandler.logger(into: messages), { _ in .closeWithoutAnswer }) { server, transport in
            _ = await transportError { try await transport.send(HTTPRequest(url: server.url("/x?apikey=abc"))) }

            let line = try #require(messages.all.first)
            #expect(line.contains("failed"))
            #expect(line.contains("apikey=REDACTED"))
        }
    }

    /// `"kiosk " * 2000`, gzip-compressed (by Python's `gzip.compress`, mtime 0).
    static let gzippedKiosk = Data([
        0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xed, 0xc4, 0xa1, 0x0d, 0x00, 0x00,
        0x08, 0x03, 0xb0, 0x57, 0x78, 0x8f, 0x4c, 0x20, 0xf8, 0x3f, 0xe1, 0x0c, 0x4c, 0x2b, 0x9a, 0x9e,
        0x4d, 0xc5, 0xb6, 0x6d, 0xdb, 0xb6, 0x6d, 0xdb, 0xb6, 0x6d, 0xdb, 0xb6, 0x6d, 0xdb, 0xb6, 0x6d,
        0xdb, 0xb6, 0xed, 0xd7, 0x0f, 0x68, 0x66, 0x75, 0x1a, 0xe0, 0x2e, 0x00, 0x00,
    ])
}

/// Blocks each arriving thread until `count` have arrived (or a deadline passes, so a broken
/// transport fails the test instead of hanging it).
private final class Barrier: Sendable {
    private let condition = NSCondition()
    private let arrivals = Mutex(0)
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    var allArrived: Bool { arrivals.withLock { $0 } >= count }

    func arriveAndWait(timeout: Duration) {
        condition.lock()
        defer { condition.unlock() }
        arrivals.withLock { $0 += 1 }
        condition.broadcast()
        let deadline = Date().addingTimeInterval(Double(timeout.components.seconds))
        while !allArrived, condition.wait(until: deadline) {}
    }
}
