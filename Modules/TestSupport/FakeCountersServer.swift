import Domain
import Foundation
import Networking

/// The real Counters server, in memory, behind an `HTTPTransport`, with faults the test
/// controls: what `LiveCounterGateway` talks to in the sync tests.
///
/// It keeps the real server's quirks (`reference/counters/real-server-transcript.md`): ids are
/// the server clock in milliseconds in base 36, and a create in the same millisecond as another
/// overwrites it (same position, new title, count 0); inc/dec of an unknown id answer 500 with
/// an HTML page; delete of an unknown id answers 200 with the list unchanged; every success
/// answers the whole list.
public final class FakeCountersServer: HTTPTransport {
    /// What goes wrong with one request.
    public enum Fault: Equatable, Sendable, CaseIterable {
        /// The connection is refused: nothing reaches the server.
        case refused
        /// The connection drops before the server handles the request.
        case droppedBeforeApplied
        /// The server applies the change, then the connection drops before the answer.
        case droppedAfterApplied
        /// The server answers 500 with an HTML page without applying anything.
        case serverError
        /// The answer is slow (the clock moves 1.5 s) but arrives.
        case latency
        /// The answer is so slow the client gives up, after the server applied the change.
        case timeoutAfterApplied
        /// The client gives up before the server handles the request (it never applies it).
        case timeoutBeforeApplied
    }

    private struct State {
        var counters: [Counter] = []
        var requests: [HTTPRequest] = []
        var collisions = 0
    }

    private let state = Locked(State())
    private let clock: TestClock
    private let faults: Locked<@Sendable (HTTPRequest) -> Fault?>

    /// A server whose id clock is the test's `clock` (latency moves it on).
    public init(clock: TestClock, counters: [Counter] = []) {
        self.clock = clock
        self.faults = Locked({ _ in nil })
        state.withLock { $0.counters = counters }
    }

    /// Decides the fault of each request from now on (`nil`: none).
    public func setFaults(_ decide: @escaping @Sendable (HTTPRequest) -> Fault?) {
        faults.withLock { $0 = decide }
    }

    /// The server's list, as a test checks it.
    public var counters: [Counter] { state.withLock { $0.counters } }

    /// Replaces the server's list (another client's changes).
    public func setCounters(_ counters: [Counter]) { state.withLock { $0.counters = counters } }

    /// Every request received so far.
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// How many creates overwrote an existing counter (same-millisecond ids).
    public var collisions: Int { state.withLock { $0.collisions } }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let fault = faults.withLock { $0 }(request)
        switch fault {
        case .refused: throw TransportError.unreachable("connection refused")
        case .droppedBeforeApplied: throw TransportError.connectionLost("connection reset by peer")
        case .serverError: return Self.html(500, "Internal Server Error")
        case .droppedAfterApplied:
            _ = handle(request)
            throw TransportError.connectionLost("empty reply from server")
        case .timeoutAfterApplied:
            _ = handle(request)
            throw TransportError.timeout("operation timed out")
        case .timeoutBeforeApplied:
            throw TransportError.timeout("operation timed out")
        case .latency:
            clock.advance(by: .milliseconds(1500))
            return handle(request)
        case nil:
            return handle(request)
        }
    }

    // MARK: - The API

    private func handle(_ request: HTTPRequest) -> HTTPResponse {
        let body = request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
        let id = (body["id"] as? String).map { CounterID($0) }
        let path = request.url.path.lowercased()
        let millisecond = Int64((clock.now.timeIntervalSince1970 * 1000).rounded(.down))
        return state.withLock { state in
            state.requests.append(request)
            switch (request.method, path) {
            case (.get, "/api/v1/counters"):
                break
            case (.post, "/api/v1/counter"):
                let counter = Counter(id: CounterID(String(millisecond, radix: 36)), title: body["title"] as? String, count: 0)
                if let index = state.counters.firstIndex(where: { $0.id == counter.id }) {
                    state.counters[index] = counter
                    state.collisions += 1
                } else {
                    state.counters.append(counter)
                }
            case (.post, "/api/v1/counter/inc"), (.post, "/api/v1/counter/dec"):
                guard let id, let index = state.counters.firstIndex(where: { $0.id == id }) else {
                    return Self.html(500, "TypeError: Cannot read properties of undefined (reading &#39;count&#39;)")
                }
                state.counters[index].count += path.hasSuffix("inc") ? 1 : -1
            case (.delete, "/api/v1/counter"):
                if let id { state.counters.removeAll { $0.id == id } }
            default:
                return Self.html(404, "Cannot \(request.method.rawValue) \(request.url.path)")
            }
            return Self.list(state.counters)
        }
    }

    private static func list(_ counters: [Counter]) -> HTTPResponse {
        let objects: [[String: Any]] = counters.map { counter in
            var object: [String: Any] = ["id": counter.id.rawValue, "count": counter.count]
            if let title = counter.title { object["title"] = title }
            return object
        }
        let body = (try? JSONSerialization.data(withJSONObject: objects)) ?? Data("[]".utf8)
        return HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json; charset=utf-8")], body: body)
    }

    private static func html(_ status: Int, _ text: String) -> HTTPResponse {
        let page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Error</title>\n</head>\n<body>\n<pre>\(text)</pre>\n</body>\n</html>\n"
        return HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", "text/html; charset=utf-8")], body: Data(page.utf8))
    }
}
