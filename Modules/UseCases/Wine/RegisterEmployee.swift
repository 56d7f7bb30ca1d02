import Domain

/// Creates an employee from what was typed in the new-employee form.
///
/// A PIN that is already taken has to be refused, which tells whoever is creating that someone
/// signs in with it. So creating is slowed down together with wrong PINs (`SignIn`): refused
/// while they are being slowed down, and a taken PIN counts as a wrong one. Otherwise anyone
/// could try PINs here, at full speed, once sign-in began to make them wait.
public struct RegisterEmployee: Sendable {
    let employees: any EmployeeStore
    let attempts: WrongAttempts
    let clock: Clock

    /// The use case over its stores; the hire date comes from `clock`.
    public init(employees: any EmployeeStore, session: any SessionStore, clock: Clock) {
        self.employees = employees
        self.attempts = WrongAttempts(session: session, clock: clock)
        self.clock = clock
    }

    /// Validates and stores the employee.
    ///
    /// - Throws: `AppError.validation` naming the first bad field (nothing is stored);
    ///   `AppError.notSignedIn` while wrong PINs are being slowed down (saying how long to wait;
    ///   nothing is stored); `AppError.conflict` naming the field another employee already has
    ///   (a taken PIN counts as a wrong PIN).
    public func callAsFunction(pin: String, firstName: String, lastName: String, email: String?) throws -> Employee {
        let employee = try NewEmployee(pin: pin, firstName: firstName, lastName: lastName, email: email)
        try attempts.requireAllowed()
        do {
            return try employees.add(employee, hireDate: clock.now())
        } catch let AppError.conflict(field, message) where field == "pin" {
            let hint = try attempts.record()
            throw AppError.conflict(field: field, message: message + hint)
        }
    }
}
