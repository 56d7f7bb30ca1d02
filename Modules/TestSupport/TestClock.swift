import Domain
import Foundation
import Synchronization
import UseCases

/// A clock that moves only when told: `sleep` advances it at once instead of waiting, so tests
/// that space requests in time run instantly and deterministically.
public final class TestClock: Sendable {
    private let current: Mutex<Date>

    /// A clock starting at `start`.
    public init(start: Date = Date(timeIntervalSince1970: 1_795_310_800)) {
        current = Mutex(start)
    }

    /// The current instant.
    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward.
    public func advance(by duration: Duration) {
        current.withLock { $0 = $0.addingTimeInterval(duration.timeInterval) }
    }

    /// The clock as the `Clock` dependency.
    public var clock: Clock {
        Clock(now: { [self] in now }, sleep: { [self] duration in
            try Task.checkCancellation()
            advance(by: duration)
        })
    }
}
