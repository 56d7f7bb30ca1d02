import Domain

/// Where the Counters queue lives between runs: the last server list and the pending changes.
///
/// `update` is one transaction: the queue the body leaves is stored whole or not at all, so a
/// change reported as saved survives a crash, and a crash in the middle loses nothing else.
public protocol CounterStore: Sendable {
    /// The stored queue.
    ///
    /// - Throws: `AppError.storage` when the database cannot be read.
    func read() throws -> CounterQueue

    /// Runs `body` on the stored queue and stores what it leaves, atomically; nothing is stored
    /// when `body` throws.
    ///
    /// - Throws: what `body` throws, or `AppError.storage` when the database cannot be written.
    @discardableResult
    func update<T>(_ body: (inout CounterQueue) throws -> T) throws -> T

    /// Takes the right to sync, so that two syncs (two processes, say the TUI and a CLI
    /// command) never send at once and mistake each other's changes for their own. A crash
    /// releases it.
    ///
    /// - Returns: the lock, released when it is freed; `nil` when another sync holds it.
    func lockForSync() throws -> (any CounterSyncLock)?
}

/// The right to sync, held until released or freed.
public protocol CounterSyncLock: AnyObject, Sendable {}
