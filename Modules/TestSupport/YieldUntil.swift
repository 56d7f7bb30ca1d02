import Foundation
import Testing

/// Yields to other tasks until `condition` holds, for at most `limit` of real time (60 s by
/// default: a loaded 2-core machine running every suite at once starves a task for seconds): a
/// regression that never gets there fails the test, naming `what`, instead of spinning forever
/// on one of the two cooperative threads of a small machine.
///
/// NB: real time bounds the wait only; nothing is decided by it. It runs on the caller's actor
/// (`isolation`), so `condition` may read the caller's state.
@discardableResult
public func yieldUntil(
    _ what: String, within limit: Duration = .seconds(60), isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation, _ condition: () async -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !(await condition()) {
        // NB: a suite's `.timeLimit` cancels the test; a spin that ignored it would hold the
        // run (and a cooperative thread) forever.
        guard !Task.isCancelled else {
            Issue.record("cancelled (the test's time limit?) while waiting for \(what)", sourceLocation: sourceLocation)
            return false
        }
        guard ContinuousClock.now < deadline else {
            Issue.record("waited \(limit) for \(what)", sourceLocation: sourceLocation)
            return false
        }
        await Task.yield()
    }
    return true
}
