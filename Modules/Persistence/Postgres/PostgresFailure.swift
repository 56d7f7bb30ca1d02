import Foundation

/// What went wrong talking to PostgreSQL, before it becomes an `AppError` in
/// `PostgresDatabase` (which knows what the caller was doing).
enum PostgresFailure: Error, Equatable {
    /// No session could be opened (server down, wrong host or port, authentication refused).
    case unreachable(reason: String)
    /// The session broke while in use.
    case connectionLost(reason: String)
    /// The server did not answer a statement in time.
    case noAnswer(after: Duration)
    /// The server refused a statement: `state` is its SQLSTATE (`23505` for a unique
    /// violation), `constraint` the constraint it names, if any.
    case statement(state: String, message: String, constraint: String?)
    /// A column held what Kiosk never writes there.
    case unexpectedValue(column: String, value: String?)

    /// Whether the session is gone, so the work may be tried again on a new one.
    var lostTheSession: Bool {
        switch self {
        case .connectionLost, .noAnswer: return true
        // NB: 57P01 (admin_shutdown) and its kind are sent as the server goes down; the
        // session is over even though an error result arrived.
        // 25006 (read_only_sql_transaction): the server took no writes (a standby, or a primary
        // demoted in a failover): a new session goes to the one that does.
        case let .statement(state, _, _): return state.hasPrefix("57P") || state.hasPrefix("08") || state == "25006"
        default: return false
        }
    }

    /// Whether the server gave up on the transaction because of another one (a serialization
    /// failure or a deadlock), so running it again may succeed.
    var isTransient: Bool {
        guard case let .statement(state, _, _) = self else { return false }
        return state == "40001" || state == "40P01"
    }
}
