/// One API's simulation, kept in its app's folder (`Counters/`, `Wine/`, `Pizza/`): what it
/// answers, and how it forgets what it keeps. `MockService` asks its simulations in turn and
/// the admin API resets them by name, without switching on the apps.
public protocol APISimulation: Sendable {
    /// The name `POST /__admin/reset?api=NAME` takes (`counters`, `wine`, `checkout`, `pizza`).
    var name: String { get }
    /// Whether this simulation answers `request`.
    func handles(_ request: MockRequest) -> Bool
    /// The answer to `request` (one `handles` accepts).
    func answer(_ request: MockRequest) -> MockAnswer
    /// Forgets what it keeps, as a restarted server would.
    func reset()
}

extension APISimulation {
    /// A simulation without state has nothing to forget.
    public func reset() {}
}
