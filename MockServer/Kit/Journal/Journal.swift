import Synchronization

/// The bounded request journal: a ring buffer of the last `capacity` requests (admin requests
/// excluded), counting what it had to evict, so memory stays flat however long the mock runs.
public final class Journal: Sendable {
    /// Bodies longer than this are cut in the journal.
    public static let bodyLimit = 64 * 1024

    private struct Storage {
        var slots: [JournalEntry?]
        var next = 0
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
            storage.slots[storage.next] = entry
            storage.next = (storage.next + 1) % capacity
        }
    }

    /// The newest `limit` entries (all when nil), oldest first, with how many entries the
    /// journal holds and how many it has evicted.
    public func snapshot(limit: Int? = nil) -> (entries: [JournalEntry], held: Int, evicted: Int) {
        storage.withLock { storage in
            let count = min(storage.count, limit ?? storage.count)
            var entries: [JournalEntry] = []
            entries.reserveCapacity(count)
            for offset in stride(from: count, to: 0, by: -1) {
                let index = (storage.next - offset + capacity) % capacity
                if let entry = storage.slots[index] { entries.append(entry) }
            }
            return (entries, storage.count, storage.evicted)
        }
    }

    /// Empties the journal and its eviction count; sequence numbers carry on.
    public func clear() {
        storage.withLock { storage in
            storage.slots = Array(repeating: nil, count: capacity)
            storage.next = 0
            storage.count = 0
            storage.evicted = 0
        }
    }
}
