/// A change a person asks for, before it is recorded in the queue.
public enum CounterChange: Equatable, Sendable {
    /// Add a counter named `title`.
    case create(title: String)
    /// Add one to the counter.
    case increment(CounterID)
    /// Subtract one from the counter.
    case decrement(CounterID)
    /// Delete the counter.
    case delete(CounterID)

    /// The longest title accepted: the real server refuses bodies over 100 kB, and a title no
    /// screen can show is a typing accident.
    public static let maximumTitleLength = 200
}
