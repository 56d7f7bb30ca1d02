import Foundation
import MockServerKit
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The fast path (`GET /api/v1/counters` answered on the event loop) answers and journals
/// exactly as the router path does, and stands aside whenever the router path would do more.
/// Each scenario runs against a server with the fast path and one without, on the same clock.
@Suite(.hangGuard) struct FastPathEquivalenceTests {
    /// Two servers, one with the fast path and one without, with the same counters.
    private func pair(titles: [String] = ["Coffee", "Tea"], journalCapacity: Int = 10_000) async throws -> (fast: RunningMockServer, router: RunningMockServer) {
        let clock = TestClock.mock()
        let fast = try await MockServer.start(configuration: .init(port: 0, journalCapacity: journalCapacity, clock: clock.clock))
        let router = try await MockServer.start(configuration: .init(port: 0, journalCapacity: journalCapacity, clock: clock.clock, fastPath: false))
        for title in titles {
            for server in [fast, router] {
                #expect(try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter", json: #"{"title":"\#(title)"}"#, headers: Self.host).status == 200)
            }
            clock.advance(by: .milliseconds(7))
        }
        return (fast, router)
    }

    /// The same `Host` for both, so that their journals can be compared.
    private static let host = [("Host", "kiosk-mock.test")]

    /// The response exactly as sent (status line, headers in order, body) on a new
    /// connection, with its `Date` checked (a valid IMF-fixdate between the sending and the
    /// answer, give or take the second the servers cache it for) and then blanked, since two
    /// servers' answers may be a second apart.
    private func exchange(port: Int, _ method: String, _ target: String, headers: [(String, String)] = []) async throws -> String {
        var request = "\(method) \(target) HTTP/1.1\r\n"
        for (name, value) in Self.host + headers { request += "\(name): \(value)\r\n" }
        // NB: bracketed by the exchange itself, not "within 5 s of now": on a loaded machine the
        // answer can take longer than any fixed allowance.
        let sent = Date()
        let text = try await send(port: port, request + "\r\n") { received in
            guard let end = received.range(of: "\r\n\r\n") else { return false }
            let head = received[..<end.lowerBound]
            let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            return method == "HEAD" || received.utf8.count - received[..<end.upperBound].utf8.count >= length
        }
        let lines = text.components(separatedBy: "\r\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("Date: ") })
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let value = String(lines[index].dropFirst("Date: ".count))
        #expect(value.wholeMatch(of: /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d [A-Z][a-z][a-z] \d{4} \d\d:\d\d:\d\d GMT/) != nil)
        let date = try #require(formatter.date(from: value))
        let answered = Date()
        // NB: the lower bound is a minute: Hummingbird's router path dates answers from a cache
        // its event loop refreshes each second, which a loaded machine can hold up for seconds
        // (2 s and more once, within a full `make test`). A recorded or zero date is still caught.
        #expect(date >= sent.addingTimeInterval(-60) && date <= answered.addingTimeInterval(1), "Date \(value) outside the exchange")
        var blanked = lines
        blanked[index] = "Date: …"
        return blanked.joined(separator: "\r\n")
    }

    /// Asks both servers and expects the same bytes back; returns them.
    @discardableResult
    private func expectSame(_ fast: RunningMockServer, _ router: RunningMockServer, _ method: String, _ target: String, headers: [(String, String)] = [], sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let fastAnswer = try await exchange(port: fast.port, method, target, headers: headers)
        let routerAnswer = try await exchange(port: router.port, method, target, headers: headers)
        #expect(fastAnswer == routerAnswer, sourceLocation: sourceLocation)
        return fastAnswer
    }

    private func journal(_ server: RunningMockServer) async throws -> String {
        try await RawHTTP.send(port: server.port, "GET", "/__admin/journal").text
    }

    /// Sends `requests` on one connection in one write and reads until `complete` says the
    /// answer is all there, or the server closes the connection. On a thread of its own, as
    /// `RawHTTP` does: blocking the cooperative pool would starve the router path.
    /// With `halfClose`, the connection's sending side is shut once the requests are written.
    private func send(port: Int, _ requests: String, halfClose: Bool = false, until complete: @escaping @Sendable (String) -> Bool = { _ in false }) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try Self.sendBlocking(port: port, requests, halfClose: halfClose, until: complete) }) }.start()
        }
    }

    private static func sendBlocking(port: Int, _ requests: String, halfClose: Bool, until complete: (String) -> Bool) throws -> String {
        let descriptor = try RawHTTP.connectedSocket(port: port)
        defer { close(descriptor) }
        let bytes = Array(requests.utf8)
        #expect(bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count)
        if halfClose { shutdown(descriptor, Int32(SHUT_WR)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !complete(String(decoding: received, as: UTF8.self)) {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    // MARK: Tests

    @Test func theListIsAnsweredAndJournaledAsTheRouterAnswersIt() async throws {
        let (fast, router) = try await pair()
        for target in ["/api/v1/counters", "/API/v1/Counters/", "/api/v1/counters//"] {
            let answer = try await expectSame(fast, router, "GET", target, headers: [("Accept", "application/json"), ("X-Trace", "1")])
            #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\nX-Powered-By: Express\r\nContent-Type: application/json; charset=utf-8\r\n"))
            #expect(answer.hasSuffix(#""title":"Tea","count":0}]"#))
        }
        #expect(fast.service.fastPathAnswerCount == 3)
        #expect(router.service.fastPathAnswerCount == 0)
        let fastJournal = try await journal(fast)
        #expect(fastJournal.contains(#""answeredBy":"simulation counters.list""#))
        #expect(fastJournal.contains(#""headers":{"Host":"kiosk-mock.test","Accept":"application/json","X-Trace":"1"}"#))
        #expect(fastJournal == (try await journal(router)))
        await fast.stop()
        await router.stop()
    }

    /// The fast path journals NIO's headers and converts them when the journal is read
    /// (`RecordedHeaders`): the same entries as the router's conversion, whatever was sent.
    @Test func theJournalHoldsTheHeadersTheRouterRecordsWhateverWasSent() async throws {
        let (fast, router) = try await pair()
        let headers = [("Cookie", "a=1; b=2"), ("X-Dup", "1"), ("x-dup", "2"), ("Accept", ""), ("X-Note", "café"), ("Host", "second.test")]
        try await expectSame(fast, router, "GET", "/api/v1/counters", headers: headers)
        #expect(fast.service.fastPathAnswerCount == 1)
        let fastJournal = try await journal(fast)
        #expect(fastJournal.contains(#""Cookie":"a=1; b=2""#))
        #expect(fastJournal == (try await journal(router)))
        await fast.stop()
        await router.stop()
    }

    @Test func withTheJournalOffTheListIsTheSameAndSequenceNumbersStillAdvance() async throws {
        let (fast, router) = try await pair(journalCapacity: 0)
        try await expectSame(fast, router, "GET", "/api/v1/counters")
        #expect(fast.service.fastPathAnswerCount == 1)
        #expect(fast.service.journal.nextSequence() == router.service.journal.nextSequence())
        #expect(try await journal(fast) == (try await journal(router)))
        await fast.stop()
        await router.stop()
    }

    @Test func aChangedListIsAnsweredAtOnce() async throws {
        let (fast, router) = try await pair(titles: ["Coffee"])
        try await expectSame(fast, router, "GET", "/api/v1/counters")
        let id = try #require(fast.service.counters.counters.first?.id)
        for server in [fast, router] {
            #expect(try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter/inc", json: #"{"id":"\#(id)"}"#).status == 200)
        }
        #expect(try await expectSame(fast, router, "GET", "/api/v1/counters").hasSuffix(#""count":1}]"#))
        for server in [fast, router] {
            #expect(try await RawHTTP.send(port: server.port, "POST", "/__admin/reset?api=counters").status == 200)
        }
        #expect(try await expectSame(fast, router, "GET", "/api/v1/counters").hasSuffix("\r\n\r\n[]"))
        #expect(fast.service.fastPathAnswerCount == 3)
        await fast.stop()
        await router.stop()
    }

    @Test func faultsStubsAndValidationTakeTheRouterPath() async throws {
        let (fast, router) = try await pair()
        for server in [fast, router] {
            _ = try await RawHTTP.send(port: server.port, "POST", "/__admin/faults", json: #"{"kind":"malformedBody","route":"/api/v1/counters","count":1}"#)
        }
        let cut = try await expectSame(fast, router, "GET", "/api/v1/counters")
        #expect(!cut.hasSuffix("]"))
        #expect(try await expectSame(fast, router, "GET", "/api/v1/counters").hasSuffix("]"))
        for server in [fast, router] {
            _ = try await RawHTTP.send(port: server.port, "POST", "/__admin/stubs", json: #"{"request":{"method":"GET","path":"/api/v1/counters"},"response":{"status":418,"body":"stubbed"}}"#)
        }
        #expect(try await expectSame(fast, router, "GET", "/api/v1/counters").hasPrefix("HTTP/1.1 418 "))
        // Only the request between the fault and the stub was the fast path's.
        #expect(fast.service.fastPathAnswerCount == 1)
        #expect(try await journal(fast) == (try await journal(router)))
        await fast.stop()
        await router.stop()

        let validating = try await MockServer.start(configuration: .init(port: 0, validationDescriptions: MockServerConfiguration.defaultFixturesDirectory.appendingPathComponent("openapi")))
        #expect(try await RawHTTP.send(port: validating.port, "GET", "/api/v1/counters").status == 200)
        #expect(validating.service.fastPathAnswerCount == 0)
        await validating.stop()
    }

    @Test func requestsThatAreNotPlainlyTheListTakeTheRouterPath() async throws {
        let (fast, router) = try await pair()
        let requests: [(method: String, target: String, headers: [(String, String)])] = [
            ("GET", "/api/v1/counters?limit=1", []),
            ("GET", "/api/v1/%63ounters", []),
            ("GET", "/api/v1/counters/x", []),
            ("GET", "/api/v1/counter", []),
            ("HEAD", "/api/v1/counters", []),
            ("GET", "/api/v1/counters", [("Connection", "close")]),
        ]
        for request in requests {
            try await expectSame(fast, router, request.method, request.target, headers: request.headers)
        }
        #expect(fast.service.fastPathAnswerCount == 0)
        #expect(try await journal(fast) == (try await journal(router)))
        await fast.stop()
        await router.stop()
    }

    @Test func pipelinedAnswersKeepTheirOrderBehindARouterRequest() async throws {
        let server = try await MockServer.start()
        let create = "POST /api/v1/counter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{\"title\":\"Tea\"}"
        let list = "GET /api/v1/counters HTTP/1.1\r\nHost: x\r\n\r\n"
        let last = "GET /__admin/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        let text = try await send(port: server.port, create + list + list + last)
        let bodies = text.components(separatedBy: "\r\n\r\n").dropFirst().map { $0.components(separatedBy: "HTTP/1.1").first ?? "" }
        #expect(bodies.count == 4)
        #expect(bodies.prefix(3).allSatisfy { $0.hasPrefix(#"[{"id":"#) && $0.contains(#""title":"Tea""#) })
        #expect(bodies.last?.contains("uptimeSeconds") == true)
        // Behind the create, the lists waited for its answer: the router's way.
        #expect(server.service.fastPathAnswerCount == 0)
        let fastOnly = try await send(port: server.port, list + list + last)
        #expect(fastOnly.components(separatedBy: #""title":"Tea""#).count == 3)
        #expect(server.service.fastPathAnswerCount == 2)
        // A client that shuts its side after sending still gets every answer, then the close.
        let halfClosed = try await send(port: server.port, list + list, halfClose: true)
        #expect(halfClosed.components(separatedBy: #""title":"Tea""#).count == 3)
        #expect(server.service.fastPathAnswerCount == 4)
        await server.stop()
    }
}
