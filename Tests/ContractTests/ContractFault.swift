import Foundation
import Testing

/// A way a server misbehaves, as the mock injects it (`MockServer/README.md`, "A fault"), and
/// the reason every client must then give in its `AppError.unavailable` (see `APIError`).
enum ContractFault: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// No answer before the client's timeout (held by a `LatencyGate`).
    case latencyBeyondTimeout
    /// A 500 with an HTML error page instead of JSON.
    case serverErrorPage
    /// The request is read, nothing is done, and the connection closes without an answer.
    case dropBeforeResponse
    /// A normal answer cut in half: truncated JSON.
    case truncatedBody
    /// The connection closes before the request body is even read.
    case offline
    /// Nothing listens on the port.
    case refused

    var testDescription: String { rawValue }

    /// The HTML page of `serverErrorPage`, as a framework's default error page.
    static let errorPage = "<!DOCTYPE html><html><head><title>500 - Internal server error.</title></head><body><h1>Server Error</h1><p>Something broke.</p></body></html>"

    /// The fault as posted to `/__admin/faults`, scoped to one request to `method route`, or nil
    /// for `refused` (which needs no mock).
    func json(route: String, method: String) -> String? {
        let scope = #""route":"\#(route)","method":"\#(method)","count":1"#
        switch self {
        case .latencyBeyondTimeout: return #"{"kind":"latency","latencyMs":600000,\#(scope)}"#
        case .serverErrorPage: return #"{"kind":"status","status":500,"body":"\#(Self.errorPage)",\#(scope)}"#
        case .dropBeforeResponse: return #"{"kind":"dropBeforeResponse",\#(scope)}"#
        case .truncatedBody: return #"{"kind":"malformedBody",\#(scope)}"#
        case .offline: return #"{"kind":"offline",\#(scope)}"#
        case .refused: return nil
        }
    }

    /// Whether `reason` is the one this fault must produce; `body` names which of several
    /// bodies was bad, as the pizza menu's messages do (`pizzas $`), or is empty.
    func isExpectedReason(_ reason: String, body: String = "") -> Bool {
        switch self {
        case .latencyBeyondTimeout: return reason.hasPrefix("did not answer in time (")
        case .serverErrorPage: return reason == "answered HTTP 500: 500 - Internal server error."
        case .dropBeforeResponse, .offline: return reason.hasPrefix("closed the connection (")
        case .truncatedBody: return reason == "sent an unexpected response at \(body.isEmpty ? "" : body + " ")$: not valid JSON (truncated or malformed)"
        case .refused: return reason.hasPrefix("cannot be reached (")
        }
    }

    /// Whether a Counters request failing this way may have been applied (so the sync engine
    /// must re-read the list before sending it again); only a refused connection proves it was
    /// not.
    var mayHaveBeenApplied: Bool { self != .refused }
}
