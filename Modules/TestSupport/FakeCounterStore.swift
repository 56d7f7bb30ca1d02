import Domain
import UseCases

/// An in-memory `CounterStore`, with the same all-or-nothing `update` as the SQLite one.
public final class FakeCounterStore: CounterStore {
    private let queue: Locked<CounterQueue>
    private let syncing = Locked(false)

    /// A store holding `queue`.
    public init(_ queue: CounterQueue = CounterQueue()) {
        self.queue = Locked(queue)
    }

    public func read() throws -> CounterQueue {
        queue.withLock { $0 }
    }

    @discardableResult
    public func update<T>(_ body: (inout CounterQueue) throws -> T) throws -> T {
        try queue.withLock { stored in
            var copy = stored
            let result = try body(&copy)
            stored = copy
            return result
        }
    }

    public func lockForSync() throws -> (any CounterSyncLock)? {
        let taken = syncing.withLock { busy in
            defer { busy = true }
            return !busy
        }
        return taken ? Lock(store: self) : nil
    }

    private final class Lock: CounterSyncLock {
        let store: FakeCounterStore
        init(store: FakeCounterStore) { self.store = store }
        deinit { store.syncing.withLock { $0 = false } }
    }
}
