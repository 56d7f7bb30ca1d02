import Foundation

/// Time as the mock sees it: injected so that tests control counter ids and latency faults
/// without sleeping.
///
/// NB: the same two functions as the apps' `Clock`, under kiosk-mock's own name because the mock
/// stands alone (it imports none of the apps' modules); tests build one from TestSupport's
/// `TestClock`.
public struct MockClock: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date
    /// Waits for a duration (latency faults).
    public var sleep: @Sendable (Duration) async throws -> Void

    /// A clock.
    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// The system clock.
    public static let system = MockClock(now: { Date() }, sleep: { try await Task.sleep(for: $0) })

    /// Milliseconds since 1970, as `Date.now()` in JavaScript.
    public var milliseconds: Int64 {
        Int64((now().timeIntervalSince1970 * 1000).rounded(.down))
    }
}
