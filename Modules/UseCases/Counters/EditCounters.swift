import Domain

/// The changes a person makes (add, increment, decrement, delete, batch delete), applied to the
/// local queue at once, in one transaction each, before any sync.
///
/// Counters are named by id or by an unambiguous title (`CounterQueue.counter(named:)`),
/// resolved against what the user sees inside the same transaction.
public struct EditCounters: Sendable {
    private let store: any CounterStore

    /// The use case over `store`.
    public init(store: any CounterStore) {
        self.store = store
    }

    /// Adds a counter named `title`.
    ///
    /// - Returns: the new counter (with its temporary id) and the overview after.
    /// - Throws: `AppError.validation` for an empty or too long title; `AppError.storage`.
    public func add(title: String) throws -> (Counter, CountersOverview) {
        try store.update { queue in
            let op = try queue.record(.create(title: title))
            let counter = Counter(id: op?.counterID ?? .temporary(0), title: op?.title, count: 0)
            return (counter, CountersOverview(queue))
        }
    }

    /// Adds one to the counter `reference` names.
    ///
    /// - Returns: the counter after the change, and the overview.
    /// - Throws: `AppError.notFound` or `.validation` (ambiguous title); `AppError.storage`.
    public func increment(_ reference: String) throws -> (Counter, CountersOverview) {
        try step(reference) { .increment($0) }
    }

    /// Subtracts one from the counter `reference` names.
    public func decrement(_ reference: String) throws -> (Counter, CountersOverview) {
        try step(reference) { .decrement($0) }
    }

    /// Applies changes to counters by id, all or none (the view model's path, where ids are
    /// known; a batch delete is several changes).
    public func apply(_ changes: [CounterChange]) throws -> CountersOverview {
        try store.update { queue in
            for change in changes { try queue.record(change) }
            return CountersOverview(queue)
        }
    }

    /// Deletes every counter `references` names, all or none.
    ///
    /// - Returns: the deleted counters and the overview after.
    /// - Throws: `AppError.notFound` / `.validation` for the first reference that does not name
    ///   exactly one counter (nothing is deleted then); `AppError.storage`.
    public func delete(_ references: [String]) throws -> ([Counter], CountersOverview) {
        try store.update { queue in
            var deleted: [Counter] = []
            for reference in references {
                let counter = try queue.counter(named: reference)
                guard !deleted.contains(where: { $0.id == counter.id }) else { continue }
                deleted.append(counter)
            }
            for counter in deleted { try queue.record(.delete(counter.id)) }
            return (deleted, CountersOverview(queue))
        }
    }

    private func step(_ reference: String, _ change: (CounterID) -> CounterChange) throws -> (Counter, CountersOverview) {
        try store.update { queue in
            let counter = try queue.counter(named: reference)
            try queue.record(change(counter.id))
            let overview = CountersOverview(queue)
            return (overview.counters.first { $0.id == counter.id } ?? counter, overview)
        }
    }
}
