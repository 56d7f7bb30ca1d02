import Domain
import Foundation

/// The wrong-attempt throttle (`SignInThrottle`) as every use case that can reveal whether a
/// PIN or email belongs to someone applies it: signing in, creating an employee (a refused PIN
/// says someone has it) and looking a PIN up by email. They share one count, so moving from
/// one to another does not get round it.
struct WrongAttempts: Sendable {
    let session: any SessionStore
    let clock: Clock

    /// Refuses the attempt while wrong ones are being slowed down.
    ///
    /// - Parameters:
    ///   - field: the field the refusal names.
    ///   - what: what was wrong too often, as the refusal says it.
    /// - Returns: the throttle as it stands.
    /// - Throws: `AppError.notSignedIn` saying how long to wait.
    @discardableResult
    func requireAllowed(field: String = "pin", what: String = "wrong PINs") throws -> SignInThrottle {
        let throttle = try session.throttle()
        let wait = throttle.remainingDelay(at: clock.now())
        if wait > 0 {
            throw AppError.notSignedIn(reason: "\(field): too many \(what) in a row; try again in \(Int(wait.rounded(.up))) s")
        }
        return throttle
    }

    /// Counts a wrong attempt made now.
    ///
    /// - Returns: what to add to the attempt's message: the wait it imposes on the next one,
    ///   if any (" (the next attempt must wait 4 s)").
    func record() throws -> String {
        let next = try session.recordFailure(at: clock.now())
        let delay = SignInThrottle.delay(afterFailures: next.failures)
        return delay > 0 ? " (the next attempt must wait \(Int(delay)) s)" : ""
    }

    /// Forgets the wrong attempts (a right PIN was entered).
    func reset() throws {
        try session.resetThrottle()
    }
}
