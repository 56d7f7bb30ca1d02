import Foundation

/// The rule that slows down repeated wrong PINs: exponential back-off.
///
/// The first `freeAttempts` wrong PINs cost nothing; after that each one makes the next
/// attempt wait 2, 4, 8… seconds, up to `maximumDelay`. A right PIN resets it. The state is
/// stored (by `SessionStore`) so a new process does not reset it.
public struct SignInThrottle: Equatable, Sendable, Codable {
    /// Wrong PINs allowed before any delay.
    public static let freeAttempts = 3
    /// The longest wait.
    public static let maximumDelay: TimeInterval = 300

    /// Wrong PINs in a row.
    public var failures: Int
    /// When the last wrong PIN was entered.
    public var lastFailure: Date?

    /// A throttle state.
    public init(failures: Int = 0, lastFailure: Date? = nil) {
        self.failures = failures
        self.lastFailure = lastFailure
    }

    /// The wait imposed after `failures` wrong PINs in a row.
    public static func delay(afterFailures failures: Int) -> TimeInterval {
        guard failures >= freeAttempts else { return 0 }
        let exponent = min(failures - freeAttempts + 1, 20)
        return min(pow(2, Double(exponent)), maximumDelay)
    }

    /// When the next attempt is allowed (`nil`: now).
    public var nextAttemptAllowed: Date? {
        guard let lastFailure, case let delay = Self.delay(afterFailures: failures), delay > 0 else { return nil }
        return lastFailure.addingTimeInterval(delay)
    }

    /// How long to wait at `now` before the next attempt; 0 when it is allowed.
    public func remainingDelay(at now: Date) -> TimeInterval {
        guard let next = nextAttemptAllowed else { return 0 }
        return max(0, next.timeIntervalSince(now))
    }

    /// The state after one more wrong PIN at `now`.
    public func recordingFailure(at now: Date) -> SignInThrottle {
        SignInThrottle(failures: failures + 1, lastFailure: now)
    }
}
