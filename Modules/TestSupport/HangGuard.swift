import Testing

extension Trait where Self == TimeLimitTrait {
    /// The one time limit of every suite: past it a test is hung, not slow, and fails naming
    /// itself rather than holding the run until the stage's own bound kills it unnamed.
    ///
    /// NB: Swift Testing counts a test's time from its start, and a full `swift test` starts
    /// every suite at once on a small machine's few cooperative threads: a test whose own work
    /// takes a second can end a minute after it started, waiting its turn. The limit is that
    /// whole run's length with room to spare, so only a hang reaches it; `Scripts/test` bounds
    /// the stage above it.
    public static var hangGuard: Self { .timeLimit(.minutes(10)) }
}
