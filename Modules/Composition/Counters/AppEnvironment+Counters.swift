import Presentation

extension AppEnvironment {
    /// Counters.
    public func counters() -> CountersEnvironment { CountersComposition.make(self) }
}
