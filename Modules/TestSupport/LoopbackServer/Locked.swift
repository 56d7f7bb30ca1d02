import Foundation

/// A value behind a lock that ThreadSanitizer understands (`NSLock`, a pthread mutex), for the
/// test doubles and servers that threads share.
///
/// NB: Synchronization's `Mutex` is a futex in the uninstrumented standard library on Linux, so
/// TSan sees none of its ordering and reports every access under it as a race (a ten-line
/// program with four threads appending under one `Mutex` shows it); `make sanitize` would then
/// drown real reports in those.
public final class Locked<Value>: @unchecked Sendable {
    // NB: @unchecked because `value` is only touched while holding `lock`.
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
