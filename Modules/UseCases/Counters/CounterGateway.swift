import Domain

/// The Counters API, as the sync engine needs it. Every call answers with the server's whole
/// list after the change, in creation order.
///
/// Implementations throw `CounterGatewayError` only, so the engine can tell a change that never
/// left from one that may have been applied and one the server refused.
public protocol CounterGateway: Sendable {
    /// The server's list.
    func list() async throws -> [Counter]
    /// Creates a counter named `title` (count 0).
    func create(title: String?) async throws -> [Counter]
    /// Adds one to the counter `id`.
    func increment(_ id: CounterID) async throws -> [Counter]
    /// Subtracts one from the counter `id`.
    func decrement(_ id: CounterID) async throws -> [Counter]
    /// Deletes the counter `id` (an unknown id is not an error on the real server).
    func delete(_ id: CounterID) async throws -> [Counter]
}

/// Why a Counters request failed, in the three ways the sync engine acts on differently.
public enum CounterGatewayError: Error, Equatable, Sendable {
    /// The request never reached the server (refused, no route): it was not applied, and can be
    /// sent again as it is.
    case notSent(AppError)
    /// The request was sent but no usable answer came (connection dropped, a 5xx, a garbled
    /// body): the server may have applied it. Re-read the list before sending it again.
    case maybeApplied(AppError)
    /// The request was sent and no answer came in time: the server may have applied it, and is
    /// too slow to be asked again now. The next sync re-reads the list before sending it again.
    case unanswered(AppError)
    /// The server refused it (a 4xx): it was not applied and sending it again will not help.
    case rejected(AppError)

    /// The error for a person.
    public var appError: AppError {
        switch self {
        case let .notSent(error), let .maybeApplied(error), let .unanswered(error), let .rejected(error): return error
        }
    }
}
