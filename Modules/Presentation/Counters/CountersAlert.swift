/// An alert over the Counters list: a change that failed, named after its counter.
public struct CountersAlert: Equatable, Sendable {
    /// What to do when the user presses "Retry".
    public enum Retry: Equatable, Sendable {
        /// Record the same changes again.
        case record([CounterChange])
        /// Sync again.
        case sync
    }

    /// "Couldn’t update the “Tea” counter to 3".
    public var title: String
    /// Why: "The counter was deleted on the server." or the storage problem.
    public var message: String
    /// Present when "Retry" can help; otherwise the alert only offers "Dismiss".
    public var retry: Retry?

    /// An alert.
    public init(title: String, message: String, retry: Retry? = nil) {
        self.title = title
        self.message = message
        self.retry = retry
    }
}
