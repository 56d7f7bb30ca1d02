import Composition
import Presentation

/// What a session's stores are built with: one view-model environment per app, taken from the
/// one `AppEnvironment` the process composed (tests pass their own).
struct WebApps: Sendable {
    /// Counters.
    var counters: CountersEnvironment

    /// Environments from explicit values.
    init(counters: CountersEnvironment) {
        self.counters = counters
    }

    /// The environments of the composed graph.
    init(_ environment: AppEnvironment) {
        self.init(counters: environment.counters())
    }
}
