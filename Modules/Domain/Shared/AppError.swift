/// An error a person can act on, the one error type that crosses from the use cases to the
/// front ends.
///
/// Every adapter maps its own failures (HTTP, SQLite, decoding) into one of these cases before
/// they leave its layer, so the CLI can choose an exit code and the TUI a banner without knowing
/// where the failure came from.
public enum AppError: Error, Equatable, Sendable {
    /// Input broke a rule. `field` names what was wrong, `rule` says what it must be.
    case validation(field: String, rule: String)
    /// The input clashes with something already stored (a duplicate PIN, say).
    case conflict(field: String, message: String)
    /// Nothing is known by that name or id. `suggestions` are the closest known names; `place`,
    /// when the thing exists but is not where it was looked for ("the cart").
    case notFound(what: String, suggestions: [String] = [], place: String? = nil)
    /// No one is signed in, or the credentials were wrong.
    case notSignedIn(reason: String)
    /// A remote service could not be reached or did not answer properly.
    case unavailable(service: String, reason: String)
    /// A request went out and no answer came back: it may or may not have taken effect.
    /// `what` names it ("The order"), `reason` says why nobody knows, `advice` what to do.
    case outcomeUnknown(what: String, reason: String, advice: String)
    /// The local database cannot be used as it is; `recovery` says what to do about it.
    case storage(message: String, recovery: String)
    /// Anything else: a bug or an environment we did not foresee.
    case unexpected(String)

    /// A one-line message for a person, naming the field and the rule where there is one.
    public var message: String {
        switch self {
        case let .validation(field, rule):
            return "\(field): \(rule)"
        case let .conflict(_, message):
            return message
        case let .notFound(what, suggestions, place):
            if let place { return "\(what) is not in \(place)" }
            guard !suggestions.isEmpty else { return "\(what) not found" }
            return "\(what) not found. Did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: ", "))?"
        case let .notSignedIn(reason):
            return reason
        case let .unavailable(service, reason):
            return "\(service) is unavailable: \(reason)"
        case let .outcomeUnknown(what, reason, advice):
            return "\(what) may or may not have gone through: \(reason). \(advice)"
        case let .storage(message, recovery):
            return "\(message) \(recovery)"
        case let .unexpected(message):
            return message
        }
    }

    /// The process exit status fixed for the whole tool (see `kiosk --help`).
    public var exitCode: Int32 {
        switch self {
        case .validation: return ExitStatus.usage
        case .conflict: return ExitStatus.conflict
        case .notFound: return ExitStatus.notFound
        case .notSignedIn: return ExitStatus.notSignedIn
        case .unavailable, .outcomeUnknown: return ExitStatus.unavailable
        case .storage, .unexpected: return ExitStatus.failure
        }
    }
}

extension AppError {
    /// Any error as the `AppError` a front end shows: itself when it is one, else
    /// `.unexpected`. The one place errors of unknown kind are mapped.
    public init(_ error: any Error) {
        self = error as? AppError ?? .unexpected("\(error)")
    }

    /// The field the error is about, if any (a form highlights it).
    public var field: String? {
        switch self {
        case let .validation(field, _), let .conflict(field, _): return field
        default: return nil
        }
    }
}

extension AppError: CustomStringConvertible {
    public var description: String { message }
}
