import Domain
import Foundation
import UseCases

/// The Counters REST API over an `HTTPTransport`:
/// `GET /api/v1/counters`, `POST /api/v1/counter {title}`, `POST /api/v1/counter/inc {id}`,
/// `POST /api/v1/counter/dec {id}`, `DELETE /api/v1/counter {id}` (a JSON body on DELETE).
/// Every success is 200 with the whole list.
///
/// Failures become `CounterGatewayError`, split by what the sync engine must do next:
/// a transport error that cannot have reached the server is `.notSent`; a timeout is
/// `.unanswered`; a dropped connection, a 5xx (the real server answers 500 with an HTML page
/// for an unknown id) or an unreadable 200 is `.maybeApplied`; any other 4xx is `.rejected`.
/// Error bodies are HTML and are never decoded.
public struct LiveCounterGateway: CounterGateway {
    /// The name used in messages.
    public static let service = "Counters"

    private let transport: any HTTPTransport
    private let baseURL: URL
    private let timeout: Duration

    /// A client of the API at `baseURL` (`KioskConfiguration.endpoints.counters`).
    ///
    /// - Parameter timeout: the most one request may take; a slower answer is treated as
    ///   "may have been applied" (`.unanswered`).
    public init(transport: any HTTPTransport, baseURL: URL, timeout: Duration = .seconds(10)) {
        self.transport = transport
        self.baseURL = baseURL
        self.timeout = timeout
    }

    public func list() async throws -> [Counter] {
        try await send(.get, "api/v1/counters", body: nil)
    }

    public func create(title: String?) async throws -> [Counter] {
        try await send(.post, "api/v1/counter", body: title.map { ["title": $0] } ?? [:])
    }

    public func increment(_ id: CounterID) async throws -> [Counter] {
        try await send(.post, "api/v1/counter/inc", body: ["id": id.rawValue])
    }

    public func decrement(_ id: CounterID) async throws -> [Counter] {
        try await send(.post, "api/v1/counter/dec", body: ["id": id.rawValue])
    }

    public func delete(_ id: CounterID) async throws -> [Counter] {
        try await send(.delete, "api/v1/counter", body: ["id": id.rawValue])
    }

    // MARK: - Requests

    private func send(_ method: HTTPMethod, _ path: String, body: [String: String]?) async throws -> [Counter] {
        var headers = [HTTPHeader("Accept", "application/json")]
        var data: Data?
        if let body {
            headers.append(HTTPHeader("Content-Type", "application/json"))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            data = try encoder.encode(body)
        }
        let request = HTTPRequest(method: method, url: url(path), headers: headers, body: data, timeout: timeout)
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let error as TransportError {
            let reason = APIError.transport(error).appError(service: Self.service)
            if case .timeout = error { throw CounterGatewayError.unanswered(reason) }
            throw error.mayHaveBeenApplied ? CounterGatewayError.maybeApplied(reason) : .notSent(reason)
        } catch {
            throw CounterGatewayError.maybeApplied(.unavailable(service: Self.service, reason: "\(error)"))
        }
        do {
            return try ResponseDecoding.decode([CounterDTO].self, from: response, fastPath: CounterListReader.read).map(\.counter)
        } catch let error as APIError {
            let reason = error.appError(service: Self.service)
            if case .status = error, (400..<500).contains(response.status), ![404, 408, 429].contains(response.status) {
                throw CounterGatewayError.rejected(reason)
            }
            // NB: a 404 means a wrong server or path, not a refused change; 408/429 ask to retry.
            if case .status = error, (400..<500).contains(response.status) {
                throw CounterGatewayError.notSent(reason)
            }
            throw CounterGatewayError.maybeApplied(reason)
        }
    }

    private func url(_ path: String) -> URL {
        // NB: appendingPathComponent keeps a base path (`http://host/prefix`) intact.
        baseURL.appendingPathComponent(path)
    }
}
