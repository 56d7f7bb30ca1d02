import HTTPTypes

/// A request kiosk-web refuses, answered with an error page of this status and message.
enum WebError: Error, Equatable, Sendable {
    /// The request is malformed (a form that cannot be decoded, a missing field).
    case badRequest(String)
    /// A POST whose CSRF token is not its session's.
    case forbidden
    /// A POST whose cookie names no live session (none, expired, or ended).
    case sessionUnknown
    /// A script's request (live.js, an event stream) without a live session: only a page a
    /// person opens starts one.
    case noSession
    /// No page at this address.
    case notFound
    /// The address takes other methods, listed in `Allow`.
    case methodNotAllowed(allowed: [HTTPRequest.Method])
    /// A body over the limit (in bytes).
    case contentTooLarge(limit: Int)
    /// A POST whose body is not a URL-encoded form.
    case unsupportedMediaType
    /// A client that started too many sessions lately (`WebLimits.newSessionsPerClient`).
    case tooManyNewSessions
    /// A bug: should never reach a browser.
    case internalError(String)

    /// The status of the answer.
    var status: HTTPResponse.Status {
        switch self {
        case .badRequest: return .badRequest
        case .forbidden, .sessionUnknown, .noSession: return .forbidden
        case .notFound: return .notFound
        case .methodNotAllowed: return .methodNotAllowed
        case .contentTooLarge: return .contentTooLarge
        case .unsupportedMediaType: return .unsupportedMediaType
        case .tooManyNewSessions: return .tooManyRequests
        case .internalError: return .internalServerError
        }
    }

    /// The error page's heading.
    var title: String {
        switch self {
        case .badRequest: return "That request could not be read"
        case .forbidden, .sessionUnknown: return "This form was not accepted"
        case .noSession: return "This page needs to be opened again"
        case .notFound: return "Page not found"
        case .methodNotAllowed: return "This page does not take that request"
        case .contentTooLarge: return "That was too much to send"
        case .unsupportedMediaType: return "That request could not be read"
        case .tooManyNewSessions: return "Too many new visits"
        case .internalError: return "Something went wrong"
        }
    }

    /// The error page's explanation: what the kiosk knows, and nothing it does not.
    var message: String {
        switch self {
        case let .badRequest(reason): return reason
        case .forbidden:
            return "The form did not come from a page of this browser’s session as it is now: it was opened before a sign-in or a sign-out, or it came from another site. It was not carried out. Reload the page and try again."
        case .sessionUnknown:
            return "The form did not come from a page of this browser’s session: the kiosk has no session for this browser (it ended after 30 idle minutes or a restart of the kiosk), or the form came from another site. It was not carried out. Open the page again and try again; you may have to sign in again."
        case .noSession:
            return "The kiosk has no session for this browser (it ended, or was renewed at a sign-in or sign-out). Open the page again."
        case .notFound: return "There is no page at this address."
        case let .methodNotAllowed(allowed):
            return "This address takes \(allowed.map(\.rawValue).joined(separator: ", ")) only. Nothing was carried out."
        case let .contentTooLarge(limit): return "Forms on this kiosk are at most \(limit / 1024) KiB. The form was not carried out."
        case .unsupportedMediaType: return "Forms must be sent as application/x-www-form-urlencoded. The form was not carried out."
        case .tooManyNewSessions:
            return "Too many new visits came from this address in the last minute. Wait a minute, then reload the page. A browser already using the kiosk is not affected."
        case .internalError: return "The kiosk could not show this page. Go back to the home page and try again."
        }
    }
}
