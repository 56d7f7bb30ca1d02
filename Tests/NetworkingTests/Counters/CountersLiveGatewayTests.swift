import Domain
import Foundation
import Networking
import Testing
import TestSupport
import UseCases

@Suite struct CountersLiveGatewayTests {
    let transport = FakeHTTPTransport()
    var gateway: LiveCounterGateway { LiveCounterGateway(transport: transport, baseURL: URL(string: "http://127.0.0.1:8765")!) }

    static let html500 = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Error</title>
    </head>
    <body>
    <pre>TypeError: Cannot read properties of undefined (reading &#39;count&#39;)<br> ...stack trace...</pre>
    </body>
    </html>
    """

    func html(_ status: Int) -> FakeHTTPTransport.Handler {
        { _ in HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", "text/html; charset=utf-8")], body: Data(Self.html500.utf8)) }
    }

    // MARK: Tests

    @Test func theListDecodesMissingAndNumericTitlesAndNegativeCounts() async throws {
        transport.on(.get, "/api/v1/counters", json: #"[{"id":"mwr5okd1","title":"Coffee","count":1},{"id":"mwr5ol2r","count":-3},{"id":"mwr5ol63","title":42,"count":0},{"id":"mwr5ola5","title":"Café ☕️ ñandú","count":0}]"#)
        let list = try await gateway.list()
        #expect(list == [
            Counter(id: "mwr5okd1", title: "Coffee", count: 1), Counter(id: "mwr5ol2r", title: nil, count: -3),
            Counter(id: "mwr5ol63", title: "42", count: 0), Counter(id: "mwr5ola5", title: "Café ☕️ ñandú", count: 0),
        ])
        let request = try #require(transport.requests.first)
        #expect(request.method == .get)
        #expect(request.body == nil)
    }

    @Test func changesSendJSONBodiesIncludingOnDelete() async throws {
        for path in ["/api/v1/counter", "/api/v1/counter/inc", "/api/v1/counter/dec"] { transport.on(.post, path, json: "[]") }
        transport.on(.delete, "/api/v1/counter", json: "[]")
        _ = try await gateway.create(title: "Tea")
        _ = try await gateway.increment("abc")
        _ = try await gateway.decrement("abc")
        _ = try await gateway.delete("abc")
        let sent = transport.requests
        #expect(sent.map(\.method) == [.post, .post, .post, .delete])
        #expect(sent.map(\.url.absoluteString) == [
            "http://127.0.0.1:8765/api/v1/counter", "http://127.0.0.1:8765/api/v1/counter/inc",
            "http://127.0.0.1:8765/api/v1/counter/dec", "http://127.0.0.1:8765/api/v1/counter",
        ])
        #expect(sent.map { String(decoding: $0.body ?? Data(), as: UTF8.self) } == [#"{"title":"Tea"}"#, #"{"id":"abc"}"#, #"{"id":"abc"}"#, #"{"id":"abc"}"#])
        #expect(sent.allSatisfy { $0.headers[field: "content-type"] == "application/json" })
    }

    @Test func anHTML500IsMaybeAppliedAndNeverDecoded() async throws {
        transport.on(.post, "/api/v1/counter/inc", html(500))
        await #expect {
            _ = try await gateway.increment("nope")
        } throws: { error in
            guard case let .maybeApplied(reason) = error as? CounterGatewayError else { return false }
            return reason.message.contains("HTTP 500") && reason.message.contains("TypeError") && !reason.message.contains("<pre>")
        }
    }

    @Test func aRefusedConnectionWasNeverSent() async throws {
        transport.on(.post, "/api/v1/counter", failing: .unreachable("connection refused"))
        await #expect(throws: CounterGatewayError.notSent(.unavailable(service: "Counters", reason: "cannot be reached (connection refused)"))) {
            _ = try await gateway.create(title: "Tea")
        }
    }

    @Test func aTimeoutIsUnansweredAndADroppedConnectionMayHaveBeenApplied() async throws {
        transport.on(.post, "/api/v1/counter/inc", failing: .timeout("10 s"))
        transport.on(.post, "/api/v1/counter/dec", failing: .connectionLost("empty reply"))
        await #expect {
            _ = try await gateway.increment("a")
        } throws: { error in
            if case .unanswered = error as? CounterGatewayError { return true }
            return false
        }
        await #expect {
            _ = try await gateway.decrement("a")
        } throws: { error in
            if case .maybeApplied = error as? CounterGatewayError { return true }
            return false
        }
    }

    @Test func truncatedJSONOnSuccessMayHaveBeenApplied() async throws {
        transport.on(.post, "/api/v1/counter", json: #"[{"id":"mwr5okd1","title":"Cof"#)
        await #expect {
            _ = try await gateway.create(title: "Coffee")
        } throws: { error in
            guard case let .maybeApplied(reason) = error as? CounterGatewayError else { return false }
            return reason.message.contains("not valid JSON")
        }
    }

    @Test func aWrongTypeNamesItsPath() async throws {
        transport.on(.get, "/api/v1/counters", json: #"[{"id":"a","title":"A","count":1},{"id":"b","title":"B","count":"many"}]"#)
        await #expect {
            _ = try await gateway.list()
        } throws: { error in
            guard case let .maybeApplied(reason) = error as? CounterGatewayError else { return false }
            return reason.message.contains("$[1].count")
        }
    }

    @Test func aClientErrorIsRejectedButA404IsNotSent() async throws {
        transport.on(.post, "/api/v1/counter", html(413))
        transport.on(.post, "/api/v1/counter/inc", html(404))
        await #expect {
            _ = try await gateway.create(title: "x")
        } throws: { error in
            if case .rejected = error as? CounterGatewayError { return true }
            return false
        }
        await #expect {
            _ = try await gateway.increment("x")
        } throws: { error in
            if case .notSent = error as? CounterGatewayError { return true }
            return false
        }
    }

    @Test func aBasePathIsKept() async throws {
        let gateway = LiveCounterGateway(transport: transport, baseURL: URL(string: "http://127.0.0.1:8765/prefix")!)
        transport.on(.get, "/prefix/api/v1/counters", json: "[]")
        #expect(try await gateway.list().isEmpty)
    }
}
