import Domain
import Foundation

/// Where employees are kept. Implemented in Persistence.
public protocol EmployeeStore: Sendable {
    /// Stores a new employee hired at `hireDate`.
    ///
    /// - Throws: `AppError.conflict` naming the field (`pin`, `lastName`, `email`) another
    ///   employee already has (names and emails compared without case or surrounding spaces).
    func add(_ employee: NewEmployee, hireDate: Date) throws -> Employee
    /// The employee with this id, if any.
    func employee(id: Int64) throws -> Employee?
    /// The employee with this PIN, if any.
    func employee(pin: PIN) throws -> Employee?
    /// The employee with this email (compared without case), if any.
    func employee(email: EmailAddress) throws -> Employee?
    /// Every employee, by last name then first name.
    func all() throws -> [Employee]
}
