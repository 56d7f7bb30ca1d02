import Domain
import Foundation

/// Finds the PIN of the employee with an email (the "forgot PIN" screen).
public struct RecoverPIN: Sendable {
    let employees: any EmployeeStore

    /// The use case over the employee store.
    public init(employees: any EmployeeStore) { self.employees = employees }

    /// The employee (and so their PIN) whose email is `email`.
    ///
    /// - Throws: `AppError.validation(field: "email", …)` for a malformed address;
    ///   `AppError.notFound` when no employee has it.
    public func callAsFunction(email text: String) throws -> Employee {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw AppError.validation(field: "email", rule: "is required")
        }
        let email = try EmailAddress(text)
        guard let employee = try employees.employee(email: email) else {
            throw AppError.notFound(what: "Employee with the email \(email.value)")
        }
        return employee
    }
}
