import Domain

/// Reads what the user sees from the local queue, without the network.
public struct LoadCounters: Sendable {
    private let store: any CounterStore

    /// The use case over `store`.
    public init(store: any CounterStore) {
        self.store = store
    }

    /// The overview of the stored queue.
    ///
    /// - Throws: `AppError.storage` when the database cannot be read.
    public func callAsFunction() throws -> CountersOverview {
        CountersOverview(try store.read())
    }

    /// The pending changes, oldest first (`kiosk counters pending`).
    public func pending() throws -> [CounterOp] {
        try store.read().pending
    }
}
