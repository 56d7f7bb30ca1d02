import Synchronization

/// The bounded request journal: a ring buffer of the last `capacity` requests (admin requests
/// excluded), counting what it had to evict, so memory stays flat however long the mock runs.
///
/// Read it a page at a time (`window`, `page`): a reader copies a few hundred entries under the
/// lock, never the whole journal, so reading a journal of a million entries neither holds up the
/// requests being journaled nor needs memory in proportion to it (issue 35).
public final class Journal: Sendable {
    /// Bodies longer than this are cut in the journal.
    public static let bodyLimit = 64 * 1024

    private struct Storage {
        var slots: [JournalEntry?]
        /// How many entries were ever appended: the `n`th is in slot `n % capacity` while held.
        var appended = 0
        var count = 0
        var evicted = 0
        var sequence = 0
    }

    /// The most entries kept.
    public let capacity: Int
    private let storage: Mutex<Storage>

    /// A journal keeping `capacity` entries (0 turns it off).
    public init(capacity: Int = 10_000) {
        self.capacity = max(0, capacity)
        storage = Mutex(Storage(slots: Array(repeating: nil, count: max(0, capacity))))
    }

    /// The next sequence number (taken when a request arrives).
    public func nextSequence() -> Int {
        storage.withLock { storage in
            storage.sequence += 1
            return storage.sequence
        }
    }

    /// The last sequence number taken: how many requests have arrived (tests wait on it).
    public var lastSequence: Int {
        storage.withLock { $0.sequence }
    }

    /// Records `entry`, evicting the oldest when full.
    public func append(_ entry: JournalEntry) {
        guard capacity > 0 else { return }
        storage.withLock { storage in
            if storage.count == capacity { storage.evicted += 1 } else { storage.count += 1 }
            storage.slots[storage.appended % capacity] = entry
            storage.appended += 1
        }
    }

    /// What a reader pages through: the positions of the newest `limit` entries held (all when
    /// nil), oldest first, with how many entries the journal holds and how many it has evicted.
    public func window(limit: Int? = nil) -> (positions: Range<Int>, held: Int, evicted: Int) {
        storage.withLock { storage in
            let count = min(storage.count, max(0, limit ?? storage.count))
            return (storage.appended - count ..< storage.appended, storage.count, storage.evicted)
        }
    }

    /// At most `size` entries of `positions` from `start` on, oldest first, and the position to
    /// go on from (`positions.upperBound` when done). Entries evicted or cleared since the window
    /// was taken are skipped.
    public func page(of positions: Range<Int>, from start: Int, size: Int = 500) -> (entries: [JournalEntry], next: Int) {
        storage.withLock { storage in
            let oldestHeld = storage.appended - storage.count
            let first = max(start, positions.lowerBound, oldestHeld)
            let end = min(positions.upperBound, first + max(1, size))
            guard first < end else { return ([], positions.upperBound) }
            var entries: [JournalEntry] = []
            entries.reserveCapacity(end - first)
            for position in first..<end {
                if let entry = storage.slots[position % capacity] { entries.append(entry) }
            }
            return (entries, end)
        }
    }

    /// The newest `limit` entries (all when nil), oldest first, with how many entries the
    /// journal holds and how many it has evicted: for a small journal (tests); a reader of a
    /// large one pages through it.
    public func snapshot(limit: Int? = nil) -> (entries: [JournalEntry], held: Int, evicted: Int) {
        let (positions, held, evicted) = window(limit: limit)
        var entries: [JournalEntry] = []
        var position = positions.lowerBound
        while position < positions.upperBound {
            let (page, next) = page(of: positions, from: position, size: positions.count)
            entries += page
            position = next
        }
        return (entries, held, evicted)
    }

    /// Empties the journal and its eviction count; sequence numbers carry on.
    public func clear() {
        storage.withLock { storage in
            storage.slots = Array(repeating: nil, count: capacity)
            storage.count = 0
            storage.evicted = 0
        }
    }
}
