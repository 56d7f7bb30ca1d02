import Domain
import Synchronization
import UseCases

/// An in-memory `CounterStore`, with the same all-or-nothing `update` as the SQLite one.
public final class FakeCounterStore: CounterStore {
    private let queue: Mutex<CounterQueue>

    /// A store holding `queue`.
    public init(_ queue: CounterQueue = CounterQueue()) {
        self.queue = Mutex(queue)
    }

    public func read() throws -> CounterQueue {
        queue.withLock { $0 }
    }

    public func update<T>(_ body: (inout CounterQueue) throws -> T) throws -> T {
        try queue.withLock { stored in
            var copy = stored
            let result = try body(&copy)
            stored = copy
            return result
        }
    }
}
