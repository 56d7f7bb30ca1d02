import Domain
import Foundation

/// What the Counters screens and commands show: the counters as the user sees them, and how
/// far the server is behind.
public struct CountersOverview: Equatable, Sendable {
    /// The server's last list with every pending change replayed on top.
    public var counters: [Counter]
    /// The number of changes not yet confirmed by the server.
    public var pendingCount: Int
    /// The counters with changes not yet confirmed (per-row markers).
    public var pendingIDs: Set<CounterID>
    /// When the server's list was last received; `nil` if never.
    public var lastSynced: Date?
    /// The ids the server gave counters created offline (`CounterQueue.assignedIDs`).
    public var assignedIDs: [CounterID: CounterID]

    /// An overview.
    public init(counters: [Counter], pendingCount: Int = 0, pendingIDs: Set<CounterID> = [], lastSynced: Date? = nil,
                assignedIDs: [CounterID: CounterID] = [:]) {
        self.counters = counters
        self.pendingCount = pendingCount
        self.pendingIDs = pendingIDs
        self.lastSynced = lastSynced
        self.assignedIDs = assignedIDs
    }

    /// The overview of a stored queue.
    public init(_ queue: CounterQueue) {
        self.init(counters: queue.displayed, pendingCount: queue.pending.count, pendingIDs: queue.pendingCounterIDs,
                  lastSynced: queue.lastSynced, assignedIDs: queue.assignedIDs)
    }

    /// The counter `reference` names (`CounterLookup.resolve`), a temporary id the server has
    /// since replaced naming the counter it became.
    public func counter(named reference: String) throws -> Counter {
        try CounterLookup.resolve(reference, in: counters, assignedIDs: assignedIDs)
    }

    /// "N items · Counted M times".
    public var summary: CounterSummary { CounterSummary(counters) }

    /// Whether nothing was ever received from the server and nothing was recorded locally:
    /// there is no data to show without the network.
    public var hasNoData: Bool { lastSynced == nil && counters.isEmpty && pendingCount == 0 }
}
