import Domain
import Foundation
import UseCases

/// A sign-in that belongs to one environment (one browser session of kiosk-web), not to the
/// data directory: who is signed in lives here, in memory, while the wrong-PIN throttle stays in
/// the shared database, so wrong PINs typed in any browser, the TUI or the CLI count together.
final class BrowserSessionStore: SessionStore, @unchecked Sendable {
    private let shared: any SessionStore
    private let lock = NSLock()
    // NB: guarded by `lock`; a store is used from one session's main-actor effects, but the
    // port is synchronous and Sendable, so it must be safe from any thread.
    private var employeeID: Int64?
    private var lastActivity: Date?

    /// A sign-in of its own over `shared`'s throttle.
    init(throttleIn shared: any SessionStore) {
        self.shared = shared
    }

    func signedInEmployeeID() throws -> Int64? {
        lock.withLock { employeeID }
    }

    func setSignedInEmployeeID(_ id: Int64?) throws {
        lock.withLock {
            employeeID = id
            lastActivity = nil
        }
    }

    func recordActivity(at now: Date, signingOutIf lapsed: @Sendable (Date) -> Bool) throws -> Int64? {
        lock.withLock {
            guard let employee = employeeID else { return nil }
            if let last = lastActivity, lapsed(last) {
                employeeID = nil
                lastActivity = nil
                return employee
            }
            lastActivity = now
            return nil
        }
    }

    func throttle() throws -> SignInThrottle {
        try shared.throttle()
    }

    func recordFailure(at now: Date) throws -> SignInThrottle {
        try shared.recordFailure(at: now)
    }

    func resetThrottle() throws {
        try shared.resetThrottle()
    }
}
