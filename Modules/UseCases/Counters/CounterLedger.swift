import Domain

/// Every use case of the Counters app, built over the same store and gateway: what
/// `Composition` builds and what the view model's environment is made from.
public struct CounterLedger: Sendable {
    /// Reads the local list.
    public let load: LoadCounters
    /// Records changes locally.
    public let edit: EditCounters
    /// Syncs the queue with the server.
    public let sync: SyncCounters

    /// The use cases over a store and a gateway.
    ///
    /// - Parameter createSpacing: the least time between two creates (see `SyncCounters`).
    public init(store: any CounterStore, gateway: any CounterGateway, clock: Clock, createSpacing: Duration = .milliseconds(2)) {
        load = LoadCounters(store: store)
        edit = EditCounters(store: store)
        sync = SyncCounters(gateway: gateway, store: store, clock: clock, createSpacing: createSpacing)
    }

    /// Syncs, then reads the list as it stands.
    ///
    /// - Parameters:
    ///   - wait: how long to wait for another process's sync (see `SyncCounters.run`).
    ///   - progress: told after each change is settled.
    /// - Throws: `AppError.storage` when the database fails.
    public func syncAndLoad(waitingForOtherSync wait: Duration = .zero,
                            progress: @Sendable (CounterSyncProgress) -> Void = { _ in }) async throws -> CountersSyncResult {
        let report = try await sync.run(waitingForOtherSync: wait, progress: progress)
        return CountersSyncResult(report: report, overview: try load())
    }
}
