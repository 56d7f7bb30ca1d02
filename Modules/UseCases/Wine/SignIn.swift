import Domain

/// Signs an employee in with their PIN, slowing down repeated wrong PINs.
///
/// The throttle lives in the database (through `SessionStore`), so starting a new process does
/// not reset it: after `SignInThrottle.freeAttempts` wrong PINs in a row, each further attempt
/// must wait 2, 4, 8… seconds after the last wrong one, or it is refused without being checked.
/// Creating an employee with a taken PIN and looking up an unknown email count as wrong PINs.
public struct SignIn: Sendable {
    let employees: any EmployeeStore
    let session: any SessionStore
    let attempts: WrongAttempts
    let clock: Clock

    /// The use case over its stores and clock.
    public init(employees: any EmployeeStore, session: any SessionStore, clock: Clock) {
        self.employees = employees
        self.session = session
        self.attempts = WrongAttempts(session: session, clock: clock)
        self.clock = clock
    }

    /// Signs in the employee whose PIN is `pin`.
    ///
    /// - Throws: `AppError.validation(field: "pin", …)` for a malformed PIN (not counted as a
    ///   wrong one); `AppError.notSignedIn` when the PIN belongs to nobody, or when the
    ///   attempt comes too soon after repeated wrong PINs (saying how long to wait).
    public func callAsFunction(pin text: String) throws -> Employee {
        let pin = try PIN(text)
        let throttle = try attempts.requireAllowed()
        guard let employee = try employees.employee(pin: pin) else {
            let hint = try attempts.record()
            throw AppError.notSignedIn(reason: "pin: no employee has this PIN\(hint)")
        }
        if throttle.failures > 0 { try attempts.reset() }
        try session.setSignedInEmployeeID(employee.id)
        // NB: the sign-in is a use: idle sign-out counts from it (a fresh sign-in never lapses).
        _ = try session.recordActivity(at: clock.now(), signingOutIf: { _ in false })
        return employee
    }
}
