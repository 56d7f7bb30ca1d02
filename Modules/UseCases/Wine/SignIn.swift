import Domain

/// Signs an employee in with their PIN, slowing down repeated wrong PINs.
///
/// The throttle lives in the database (through `SessionStore`), so starting a new process does
/// not reset it: after `SignInThrottle.freeAttempts` wrong PINs in a row, each further attempt
/// must wait 2, 4, 8… seconds after the last wrong one, or it is refused without being checked.
public struct SignIn: Sendable {
    let employees: any EmployeeStore
    let session: any SessionStore
    let clock: Clock

    /// The use case over its stores and clock.
    public init(employees: any EmployeeStore, session: any SessionStore, clock: Clock) {
        self.employees = employees
        self.session = session
        self.clock = clock
    }

    /// Signs in the employee whose PIN is `pin`.
    ///
    /// - Throws: `AppError.validation(field: "pin", …)` for a malformed PIN (not counted as a
    ///   wrong one); `AppError.notSignedIn` when the PIN belongs to nobody, or when the
    ///   attempt comes too soon after repeated wrong PINs (saying how long to wait).
    public func callAsFunction(pin text: String) throws -> Employee {
        let pin = try PIN(text)
        let throttle = try session.throttle()
        let now = clock.now()
        let wait = throttle.remainingDelay(at: now)
        if wait > 0 {
            throw AppError.notSignedIn(reason: "pin: too many wrong PINs in a row; try again in \(Int(wait.rounded(.up))) s")
        }
        guard let employee = try employees.employee(pin: pin) else {
            let next = throttle.recordingFailure(at: now)
            try session.setThrottle(next)
            let delay = SignInThrottle.delay(afterFailures: next.failures)
            let hint = delay > 0 ? " (the next attempt must wait \(Int(delay)) s)" : ""
            throw AppError.notSignedIn(reason: "pin: no employee has this PIN\(hint)")
        }
        if throttle.failures > 0 { try session.setThrottle(SignInThrottle()) }
        try session.setSignedInEmployeeID(employee.id)
        return employee
    }
}
