import Domain
import Foundation
import UseCases

/// A `SessionStore` in memory. Share one instance between two use-case values to model two
/// processes over the same database.
public final class InMemorySessionStore: SessionStore {
    private let state = Locked<(employee: Int64?, lastActivity: Date?, throttle: SignInThrottle)>((nil, nil, SignInThrottle()))

    /// Nobody signed in, no wrong PIN.
    public init() {}

    public func signedInEmployeeID() throws -> Int64? { state.withLock { $0.employee } }
    public func setSignedInEmployeeID(_ id: Int64?) throws {
        state.withLock {
            $0.employee = id
            $0.lastActivity = nil
        }
    }

    public func recordActivity(at now: Date, signingOutIf lapsed: @Sendable (Date) -> Bool) throws -> Int64? {
        state.withLock { state in
            guard let employee = state.employee else { return nil }
            if let last = state.lastActivity, lapsed(last) {
                state.employee = nil
                state.lastActivity = nil
                return employee
            }
            state.lastActivity = now
            return nil
        }
    }

    /// When the signed-in employee last used the kiosk, as recorded (tests).
    public var lastActivity: Date? { state.withLock { $0.lastActivity } }
    public func throttle() throws -> SignInThrottle { state.withLock { $0.throttle } }

    public func recordFailure(at now: Date) throws -> SignInThrottle {
        state.withLock { state in
            state.throttle = state.throttle.recordingFailure(at: now)
            return state.throttle
        }
    }

    public func resetThrottle() throws { state.withLock { $0.throttle = SignInThrottle() } }
}
