import Foundation
import UseCases

/// Everything the Counters view model and commands ask of the layers below: one function per
/// thing a person can do, and the time.
///
/// Built by `Composition` from the use cases (`init(ledger:clock:)`); a test replaces any
/// function it cares about. Every function throws only `AppError`s.
public struct CountersEnvironment: Sendable {
    /// The list as the user sees it, read locally (no network).
    public var load: @Sendable () throws -> CountersOverview
    /// The changes not yet confirmed by the server, oldest first.
    public var pending: @Sendable () throws -> [CounterOp]
    /// Records changes to counters known by id, all or none (the view model's path).
    public var record: @Sendable (_ changes: [CounterChange]) throws -> CountersOverview
    /// Adds a counter; returns it with its temporary id.
    public var add: @Sendable (_ title: String) throws -> (Counter, CountersOverview)
    /// Adds one to the counter a reference (id or title) names; returns it after the change.
    public var increment: @Sendable (_ reference: String) throws -> (Counter, CountersOverview)
    /// Subtracts one from the counter a reference names; returns it after the change.
    public var decrement: @Sendable (_ reference: String) throws -> (Counter, CountersOverview)
    /// Deletes every counter the references name, all or none; returns the deleted.
    public var delete: @Sendable (_ references: [String]) throws -> ([Counter], CountersOverview)
    /// Syncs the queue with the server, then reads the list.
    public var sync: @Sendable () async throws -> CountersSyncResult
    /// The sync a person asked for (`kiosk counters sync`): waits up to `wait` for another
    /// process's sync to end, then syncs, telling `progress` after each change is settled.
    public var syncNow: @Sendable (_ wait: Duration, _ progress: @escaping @Sendable (CounterSyncProgress) -> Void) async throws -> CountersSyncResult
    /// The time.
    public var clock: Clock

    /// Every function from its closure.
    public init(
        load: @escaping @Sendable () throws -> CountersOverview,
        pending: @escaping @Sendable () throws -> [CounterOp],
        record: @escaping @Sendable ([CounterChange]) throws -> CountersOverview,
        add: @escaping @Sendable (String) throws -> (Counter, CountersOverview),
        increment: @escaping @Sendable (String) throws -> (Counter, CountersOverview),
        decrement: @escaping @Sendable (String) throws -> (Counter, CountersOverview),
        delete: @escaping @Sendable ([String]) throws -> ([Counter], CountersOverview),
        sync: @escaping @Sendable () async throws -> CountersSyncResult,
        syncNow: (@Sendable (Duration, @escaping @Sendable (CounterSyncProgress) -> Void) async throws -> CountersSyncResult)? = nil,
        clock: Clock
    ) {
        self.load = load
        self.pending = pending
        self.record = record
        self.add = add
        self.increment = increment
        self.decrement = decrement
        self.delete = delete
        self.sync = sync
        self.syncNow = syncNow ?? { _, _ in try await sync() }
        self.clock = clock
    }

    /// The functions over the Counters use cases.
    public init(ledger: CounterLedger, clock: Clock) {
        self.init(
            load: { try ledger.load() },
            pending: { try ledger.load.pending() },
            record: { try ledger.edit.apply($0) },
            add: { try ledger.edit.add(title: $0) },
            increment: { try ledger.edit.increment($0) },
            decrement: { try ledger.edit.decrement($0) },
            delete: { try ledger.edit.delete($0) },
            sync: { try await ledger.syncAndLoad() },
            syncNow: { wait, progress in try await ledger.syncAndLoad(waitingForOtherSync: wait, progress: progress) },
            clock: clock
        )
    }
}
