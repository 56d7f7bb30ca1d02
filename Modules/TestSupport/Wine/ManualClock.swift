import Foundation
import Synchronization
import UseCases

/// A clock that stands still until the test moves it; its sleeps return at once.
public final class ManualClock: Sendable {
    private let current: Mutex<Date>

    /// A clock at `start`.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) { current = Mutex(start) }

    /// The current instant.
    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward.
    public func advance(by seconds: TimeInterval) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }

    /// The `Clock` dependency reading this clock.
    public var clock: Clock {
        Clock(now: { self.now }, sleep: { _ in try Task.checkCancellation() })
    }
}
