import Foundation

/// Runs blocking work (waiting for a child process, reading a pipe) on a thread of its own.
///
/// NB: Swift's cooperative pool has one thread per core (two here). A test that blocks one while
/// waiting for a child process can starve everything else in the test run.
public enum OffPool {
    /// Runs `body` on a new thread and returns its result.
    public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}
