import Domain
import Foundation
import GRDB
import UseCases

/// The Counters queue in the SQLite database: every `update` is one write transaction that
/// stores only what changed (rows of the snapshot and of the queue), so a sync step costs a
/// few row writes, not a rewrite of the whole list.
///
/// The queue is cached in memory and reloaded whenever another connection (another process,
/// the TUI beside a CLI command) has written since, which a generation number tells. WAL mode
/// with `synchronous = NORMAL` keeps every committed transaction across a process crash.
public final class SQLiteCounterStore: CounterStore, @unchecked Sendable {
    private let database: KioskDatabase
    // NB: @unchecked because the cache is guarded by `lock`; every access goes through it.
    private let lock = NSLock()
    private var cache: Cached?

    private struct Cached {
        var generation: Int64
        var queue: CounterQueue
        /// The stored position of each pending change, in queue order.
        var opPositions: [Int64]
    }

    /// The store in `database`.
    public init(database: KioskDatabase) {
        self.database = database
    }

    public func read() throws -> CounterQueue {
        lock.lock()
        defer { lock.unlock() }
        return try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in try current(db).queue }
        }
    }

    @discardableResult
    public func update<T>(_ body: (inout CounterQueue) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        var result: T?
        var stored: Cached?
        do {
            try database.writer.write { db in
                let before = try current(db)
                var queue = before.queue
                result = try body(&queue)
                // NB: a step that changed nothing writes nothing (and keeps other processes' caches).
                stored = queue == before.queue ? before : try write(queue, over: before, in: db)
            }
        } catch let error as AppError {
            throw error
        } catch let error as DatabaseError {
            cache = nil
            throw KioskDatabase.storageError(error, url: database.url)
        }
        cache = stored
        return result!
    }

    public func lockForSync() throws -> (any CounterSyncLock)? {
        try FileLock.attempt(path: database.url.path + "-counters-sync.lock")
    }

    // MARK: - Reading

    /// The cached queue if it is still the stored one, else the stored one.
    private func current(_ db: Database) throws -> Cached {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT in_flight, next_sequence, last_synced, last_create_answered, generation FROM counter_queue WHERE id = 1")) else {
            throw AppError.storage(message: "The Counters queue is missing from \(database.url.path).", recovery: "Move the database away to start again.")
        }
        let generation: Int64 = row["generation"]
        if let cache, cache.generation == generation { return cache }
        let snapshot = try Row.fetchAll(db, sql: "SELECT id, title, count FROM counter_snapshot ORDER BY position").map { row in
            Counter(id: CounterID(row["id"] as String), title: row["title"], count: row["count"])
        }
        var positions: [Int64] = []
        let pending = try Row.fetchAll(db, sql: "SELECT sequence, position, kind, counter_id, title, target_count FROM counter_op ORDER BY position").map { row in
            let sequence: Int64 = row["sequence"]
            positions.append(row["position"])
            let kind = CounterOp.Kind(rawValue: row["kind"]) ?? .delete
            return CounterOp(sequence: sequence, kind: kind, counterID: CounterID(row["counter_id"] as String),
                             title: row["title"], targetCount: row["target_count"])
        }
        var assignedIDs: [CounterID: CounterID] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT temporary_id, id FROM counter_assigned_id") {
            assignedIDs[CounterID(row["temporary_id"] as String)] = CounterID(row["id"] as String)
        }
        let lastSynced: Double? = row["last_synced"]
        let lastCreate: Double? = row["last_create_answered"]
        let queue = CounterQueue(snapshot: snapshot, pending: pending, inFlight: row["in_flight"], nextSequence: row["next_sequence"],
                                 lastSynced: lastSynced.map(Date.init(timeIntervalSince1970:)),
                                 lastCreateAnswered: lastCreate.map(Date.init(timeIntervalSince1970:)),
                                 assignedIDs: assignedIDs)
        return Cached(generation: generation, queue: queue, opPositions: positions)
    }

    // MARK: - Writing

    /// Writes the rows where `queue` differs from `before`.
    private func write(_ queue: CounterQueue, over before: Cached, in db: Database) throws -> Cached {
        let old = before.queue
        if queue.snapshot != old.snapshot { try writeSnapshot(queue.snapshot, over: old.snapshot, in: db) }
        let positions = try writeOps(queue.pending, over: old.pending, positions: before.opPositions, in: db)
        for (temporary, id) in queue.assignedIDs where old.assignedIDs[temporary] != id {
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO counter_assigned_id (temporary_id, id) VALUES (?, ?)")
                .execute(arguments: [temporary.rawValue, id.rawValue])
        }
        for temporary in old.assignedIDs.keys where queue.assignedIDs[temporary] == nil {
            try db.cachedStatement(sql: "DELETE FROM counter_assigned_id WHERE temporary_id = ?").execute(arguments: [temporary.rawValue])
        }
        let generation = before.generation + 1
        try db.cachedStatement(
            sql: "UPDATE counter_queue SET in_flight = ?, next_sequence = ?, last_synced = ?, last_create_answered = ?, generation = ? WHERE id = 1"
        ).execute(arguments: [queue.inFlight, queue.nextSequence, queue.lastSynced?.timeIntervalSince1970,
                        queue.lastCreateAnswered?.timeIntervalSince1970, generation])
        return Cached(generation: generation, queue: queue, opPositions: positions)
    }

    private func writeSnapshot(_ list: [Counter], over old: [Counter], in db: Database) throws {
        var previous: [CounterID: (Int, Counter)] = [:]
        for (position, counter) in old.enumerated() { previous[counter.id] = (position, counter) }
        let kept = Set(list.map(\.id))
        for counter in old where !kept.contains(counter.id) {
            try db.cachedStatement(sql: "DELETE FROM counter_snapshot WHERE id = ?").execute(arguments: [counter.id.rawValue])
        }
        for (position, counter) in list.enumerated() {
            if let (oldPosition, oldCounter) = previous[counter.id], oldPosition == position, oldCounter == counter { continue }
            try db.cachedStatement(
                sql: "INSERT INTO counter_snapshot (id, position, title, count) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET position = excluded.position, title = excluded.title, count = excluded.count"
            ).execute(arguments: [counter.id.rawValue, position, counter.title, counter.count])
        }
    }

    /// Writes the queue's rows and returns their positions.
    ///
    /// A sync step changes only the ends of the queue (the change sent leaves the head, a change
    /// recorded joins the tail), so those are written without looking at the rest: a queue of
    /// 1,000 changes costs one row per step, not a pass over 1,000. Anything else (a repair, a
    /// cancelled create) compares the whole queue.
    private func writeOps(_ ops: [CounterOp], over old: [CounterOp], positions: [Int64], in db: Database) throws -> [Int64] {
        if ops.count <= old.count, ops.elementsEqual(old[(old.count - ops.count)...]) {
            for op in old[..<(old.count - ops.count)] { try deleteOp(op, in: db) }
            return Array(positions[(old.count - ops.count)...])
        }
        if ops.count > old.count, ops[..<old.count].elementsEqual(old) {
            var positions = positions
            var next = (positions.last ?? -1) + 1
            for op in ops[old.count...] {
                try storeOp(op, at: next, in: db)
                positions.append(next)
                next += 1
            }
            return positions
        }
        var previous: [Int64: (op: CounterOp, position: Int64)] = [:]
        for (op, position) in zip(old, positions) { previous[op.sequence] = (op, position) }
        let kept = Set(ops.map(\.sequence))
        for op in old where !kept.contains(op.sequence) {
            try deleteOp(op, in: db)
            previous[op.sequence] = nil
        }
        let wanted = Self.positions(for: ops.map(\.sequence), stored: previous.mapValues(\.position))
        for (op, position) in zip(ops, wanted) {
            if let stored = previous[op.sequence], stored.op == op, stored.position == position { continue }
            try storeOp(op, at: position, in: db)
        }
        return wanted
    }

    private func deleteOp(_ op: CounterOp, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM counter_op WHERE sequence = ?").execute(arguments: [op.sequence])
    }

    private func storeOp(_ op: CounterOp, at position: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: "INSERT INTO counter_op (sequence, position, kind, counter_id, title, target_count) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(sequence) DO UPDATE SET position = excluded.position, kind = excluded.kind, counter_id = excluded.counter_id, title = excluded.title, target_count = excluded.target_count"
        ).execute(arguments: [op.sequence, position, op.kind.rawValue, op.counterID.rawValue, op.title, op.targetCount])
    }

    /// The position of each change: stored ones keep theirs when they are still in order and the
    /// new ones sit only before or after them (appends, repairs at the head); otherwise the queue
    /// is renumbered (rare).
    static func positions(for sequences: [Int64], stored: [Int64: Int64]) -> [Int64] {
        let existing = sequences.indices.filter { stored[sequences[$0]] != nil }
        guard let first = existing.first, let last = existing.last else { return sequences.indices.map(Int64.init) }
        let kept = existing.map { stored[sequences[$0]]! }
        guard kept == kept.sorted(), existing.count == last - first + 1 else { return sequences.indices.map(Int64.init) }
        var result: [Int64] = []
        for index in sequences.indices {
            if index < first { result.append(kept[0] - Int64(first - index)) }
            else if index > last { result.append(kept[kept.count - 1] + Int64(index - last)) }
            else { result.append(stored[sequences[index]]!) }
        }
        return result
    }
}

/// The counters sync lock is the shared file lock.
extension FileLock: CounterSyncLock {}
