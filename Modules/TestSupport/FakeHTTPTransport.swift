import Foundation
import Networking
import Testing

/// An in-memory `HTTPTransport` for client tests: each request is answered by the first
/// handler whose method and path match, and recorded so the test can check what was sent.
///
/// A request no handler matches fails the test (and throws), never silently succeeds.
public final class FakeHTTPTransport: HTTPTransport {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) throws -> HTTPResponse

    private struct Route {
        let method: HTTPMethod
        let path: String
        let handler: Handler
    }

    private let routes = Locked<[Route]>([])
    private let sent = Locked<[HTTPRequest]>([])

    /// A transport with no routes.
    public init() {}

    /// Answers `method path` (path without the query) with `handler`.
    public func on(_ method: HTTPMethod, _ path: String, _ handler: @escaping Handler) {
        routes.withLock { $0.append(Route(method: method, path: path, handler: handler)) }
    }

    /// Answers `method path` with a fixed status and body.
    public func on(_ method: HTTPMethod, _ path: String, status: Int = 200, json body: String) {
        on(method, path) { _ in
            HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", "application/json")], body: Data(body.utf8))
        }
    }

    /// Answers `method path` with a fixed status and raw bytes (a picture, a page), no headers.
    public func on(_ method: HTTPMethod, _ path: String, status: Int = 200, bytes body: Data) {
        on(method, path) { _ in HTTPResponse(status: status, headers: [], body: body) }
    }

    /// Fails `method path` with a transport error.
    public func on(_ method: HTTPMethod, _ path: String, failing error: TransportError) {
        on(method, path) { _ in throw error }
    }

    /// Every request sent so far, in order.
    public var requests: [HTTPRequest] { sent.withLock { $0 } }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        sent.withLock { $0.append(request) }
        let path = request.url.path
        guard let route = routes.withLock({ $0.first { $0.method == request.method && $0.path == path } }) else {
            Issue.record("FakeHTTPTransport: no route for \(request.method.rawValue) \(request.url)")
            throw TransportError.unreachable("no fake route for \(request.method.rawValue) \(path)")
        }
        return try route.handler(request)
    }
}
