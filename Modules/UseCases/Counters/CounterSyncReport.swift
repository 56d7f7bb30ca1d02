import Domain

/// What one sync did, for a status line and per-change alerts.
public struct CounterSyncReport: Equatable, Sendable {
    /// Changes the server confirmed during this sync.
    public var sent: Int
    /// Changes that cannot apply and were dropped, each with the reason.
    public var dropped: [CounterDrop]
    /// Counters that a same-millisecond id collision overwrote on the server and that are being
    /// recreated.
    public var repaired: [Counter]
    /// Changes still waiting after this sync.
    public var pending: Int
    /// Why the sync stopped before the queue was empty (the server unreachable or failing);
    /// `nil` when it finished.
    public var failure: AppError?
    /// Whether another process was syncing, so this one sent nothing: not the server's fault,
    /// and the queued changes go with that sync.
    public var otherProcessSyncing: Bool

    /// A report of a sync that did nothing yet.
    public init(sent: Int = 0, dropped: [CounterDrop] = [], repaired: [Counter] = [], pending: Int = 0, failure: AppError? = nil,
                otherProcessSyncing: Bool = false) {
        self.sent = sent
        self.dropped = dropped
        self.repaired = repaired
        self.pending = pending
        self.failure = failure
        self.otherProcessSyncing = otherProcessSyncing
    }

    /// Whether the server could not be reached or used.
    public var isOffline: Bool { failure != nil }
}

/// A change that cannot apply and left the queue.
public struct CounterDrop: Equatable, Sendable {
    /// The change.
    public var op: CounterOp
    /// Why, for a person: "the counter was deleted on the server".
    public var reason: String

    /// A dropped change.
    public init(op: CounterOp, reason: String) {
        self.op = op
        self.reason = reason
    }

    /// "Couldn’t update the “Tea” counter to 3: the counter was deleted on the server".
    public var message: String { "\(op.failureTitle): \(reason)" }
}
