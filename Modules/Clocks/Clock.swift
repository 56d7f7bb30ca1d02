import Foundation

/// The time, as a dependency: live in the apps, fixed or stepped in tests.
public struct Clock: Sendable {
    /// The current instant.
    public var now: @Sendable () -> Date
    /// Suspends for `duration` (throws when the task is cancelled).
    public var sleep: @Sendable (Duration) async throws -> Void

    /// A clock from its two functions.
    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// The system clock.
    public static let live = Clock(now: { Date() }, sleep: { try await Task.sleep(for: $0) })

    /// A clock stopped at `date` whose sleeps return at once.
    public static func fixed(_ date: Date) -> Clock {
        Clock(now: { date }, sleep: { _ in try Task.checkCancellation() })
    }
}
