/// The shape every view model shares: a pure function from the current state and what
/// happened to the new state and the work to do next.
///
/// Conformers are namespaces (caseless enums): `enum LoginFeature: Reducer { … }`.
public protocol Reducer {
    /// Everything the screen shows.
    associatedtype State: Sendable
    /// What happened: user events and effect results.
    associatedtype Action: Sendable
    /// The dependencies the effects need (use cases, clock).
    associatedtype Environment: Sendable

    /// Applies `action` to `state` and describes any work. Must be synchronous and
    /// deterministic: it may describe work in the returned effect but must not do any.
    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action>
}
