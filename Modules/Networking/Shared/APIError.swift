import Domain
import Foundation

/// What went wrong talking to an API, before it becomes an `AppError` for a person.
///
/// Every API client funnels its failures through here, so "unreachable", "HTML instead of
/// JSON" and "bad field at $.Products.List[3].Id" read the same in every app.
public enum APIError: Error, Equatable, Sendable {
    /// No complete response arrived.
    case transport(TransportError)
    /// The server answered with a status the client does not accept; `body` is kept (trimmed).
    case status(Int, body: String)
    /// The body was not what the API promises: `path` is a JSON path such as
    /// `$.Products.List[3].Id`, `reason` what was wrong there.
    case badResponse(path: String, reason: String)

    /// The error for a person, naming the service.
    public func appError(service: String) -> AppError {
        switch self {
        case let .transport(error):
            switch error {
            case let .unreachable(reason): return .unavailable(service: service, reason: "cannot be reached (\(reason))")
            case let .timeout(reason): return .unavailable(service: service, reason: "did not answer in time (\(reason))")
            case let .connectionLost(reason): return .unavailable(service: service, reason: "closed the connection (\(reason))")
            case .cancelled: return .unavailable(service: service, reason: "the request was cancelled")
            case let .tls(reason): return .unavailable(service: service, reason: "TLS failed (\(reason))")
            case let .other(reason): return .unavailable(service: service, reason: reason)
            }
        case let .status(status, body):
            let excerpt = body.isEmpty ? "" : ": \(body)"
            return .unavailable(service: service, reason: "answered HTTP \(status)\(excerpt)")
        case let .badResponse(path, reason):
            return .unavailable(service: service, reason: "sent an unexpected response at \(path): \(reason)")
        }
    }
}
