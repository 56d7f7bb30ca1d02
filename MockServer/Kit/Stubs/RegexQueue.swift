import Dispatch

/// Where a mock's searches of `regex` rules run: a serial queue, a thread of their own. Never on
/// an event loop, nor on Swift's cooperative pool, whose threads (one per core: two here) every
/// request's task and `/__admin/health` need; a burst of requests whose regexes backtrack to
/// their budget (`BoundedRegex`) then delays only that mock's other regex searches, by at most
/// one budget each, and takes at most one core (issue 35).
final class RegexQueue: Sendable {
    private let queue = DispatchQueue(label: "kiosk-mock.regex")

    /// The result of `work`, run on the queue.
    func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }
}
