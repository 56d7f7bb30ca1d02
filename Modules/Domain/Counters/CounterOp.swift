/// One change made locally and waiting to be sent to the server, in the persistent queue.
///
/// A create carries the temporary id the counter was shown with; once the server has assigned
/// its id, every later operation on the temporary id is rewritten to the server's.
public struct CounterOp: Equatable, Hashable, Sendable, Codable {
    /// What the change does.
    public enum Kind: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
        /// Create a counter with `title`, count 0.
        case create
        /// Add one.
        case increment
        /// Subtract one.
        case decrement
        /// Delete the counter.
        case delete
    }

    /// The position in the queue: strictly increasing, never reused.
    public var sequence: Int64
    /// What the change does.
    public var kind: Kind
    /// The counter it applies to (temporary for a create, and for changes to a counter whose
    /// create has not been synced yet).
    public var counterID: CounterID
    /// The counter's title when the change was made: what a create sends, and the name a
    /// report uses when the change cannot be applied.
    public var title: String?
    /// The count the user saw once the change was applied locally (for "… counter to 3").
    public var targetCount: Int

    /// An operation.
    public init(sequence: Int64, kind: Kind, counterID: CounterID, title: String?, targetCount: Int = 0) {
        self.sequence = sequence
        self.kind = kind
        self.counterID = counterID
        self.title = title
        self.targetCount = targetCount
    }

    /// The counter's name for messages, in curly quotes: `“Tea”`.
    public var quotedTitle: String {
        guard let title, !title.trimmingCharacters(in: .whitespaces).isEmpty else { return "untitled" }
        return "“\(title)”"
    }

    /// What could not be done, in the words of the app's alerts: "Couldn’t update the “Tea”
    /// counter to 3", "Couldn’t delete the counter “Tea”", "Couldn’t create the counter “Tea”".
    public var failureTitle: String {
        switch kind {
        case .create: return "Couldn’t create the counter \(quotedTitle)"
        case .increment, .decrement: return "Couldn’t update the \(quotedTitle) counter to \(targetCount)"
        case .delete: return "Couldn’t delete the counter \(quotedTitle)"
        }
    }
}
