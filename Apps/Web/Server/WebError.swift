import HTTPTypes

/// A request kiosk-web refuses, answered with an error page of this status and message.
enum WebError: Error, Equatable, Sendable {
    /// The request is malformed (a form that cannot be decoded, a missing field).
    case badRequest(String)
    /// A POST without the session's CSRF token.
    case forbidden
    /// No page at this address.
    case notFound
    /// A body over the limit (in bytes).
    case contentTooLarge(limit: Int)
    /// A POST whose body is not a URL-encoded form.
    case unsupportedMediaType
    /// A bug: should never reach a browser.
    case internalError(String)

    /// The status of the answer.
    var status: HTTPResponse.Status {
        switch self {
        case .badRequest: return .badRequest
        case .forbidden: return .forbidden
        case .notFound: return .notFound
        case .contentTooLarge: return .contentTooLarge
        case .unsupportedMediaType: return .unsupportedMediaType
        case .internalError: return .internalServerError
        }
    }

    /// The error page's heading.
    var title: String {
        switch self {
        case .badRequest: return "That request could not be read"
        case .forbidden: return "This form has expired"
        case .notFound: return "Page not found"
        case .contentTooLarge: return "That was too much to send"
        case .unsupportedMediaType: return "That request could not be read"
        case .internalError: return "Something went wrong"
        }
    }

    /// The error page's explanation.
    var message: String {
        switch self {
        case let .badRequest(reason): return reason
        case .forbidden:
            return "The form was sent without this browser’s security token, or from a page that is no longer valid (the kiosk may have been idle for a long time). Nothing was changed. Go back, reload the page and try again."
        case .notFound: return "There is no page at this address."
        case let .contentTooLarge(limit): return "Forms on this kiosk are at most \(limit / 1024) KiB. Nothing was changed."
        case .unsupportedMediaType: return "Forms must be sent as application/x-www-form-urlencoded. Nothing was changed."
        case .internalError: return "The kiosk could not show this page. Go back to the home page and try again."
        }
    }
}
