import Domain
import Foundation

/// Finds the PIN of the employee with an email (the "forgot PIN" screen).
///
/// An email nobody has counts as a wrong PIN (`SignIn`), and lookups are refused while wrong
/// PINs are being slowed down, so guessing emails is no faster than guessing PINs.
public struct RecoverPIN: Sendable {
    let employees: any EmployeeStore
    let attempts: WrongAttempts

    /// The use case over the employee and session stores.
    public init(employees: any EmployeeStore, session: any SessionStore, clock: Clock) {
        self.employees = employees
        self.attempts = WrongAttempts(session: session, clock: clock)
    }

    /// The employee (and so their PIN) whose email is `email`.
    ///
    /// - Throws: `AppError.validation(field: "email", …)` for a malformed address (not counted);
    ///   `AppError.notSignedIn` while wrong PINs are being slowed down (saying how long to
    ///   wait); `AppError.notFound` when no employee has it (counted as a wrong PIN).
    public func callAsFunction(email text: String) throws -> Employee {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw AppError.validation(field: "email", rule: "is required")
        }
        let email = try EmailAddress(text)
        try attempts.requireAllowed(field: "email", what: "wrong PINs or unknown emails")
        guard let employee = try employees.employee(email: email) else {
            _ = try attempts.record()
            throw AppError.notFound(what: "Employee with the email \(email.value)")
        }
        return employee
    }
}
