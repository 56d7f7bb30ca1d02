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
    /// Every employee, by last name then first name (removed ones left out).
    func all() throws -> [Employee]
    /// Gives an employee a new PIN.
    ///
    /// - Throws: `AppError.conflict(field: "pin", …)` when another employee has it;
    ///   `AppError.notFound` for an unknown or removed employee.
    func updatePIN(employeeID: Int64, to pin: PIN) throws -> Employee
    /// Renames an employee (names already checked by `NewEmployee.name`).
    ///
    /// - Throws: `AppError.conflict(field: "lastName", …)` when another employee is called so;
    ///   `AppError.notFound` for an unknown or removed employee.
    func rename(employeeID: Int64, firstName: String, lastName: String) throws -> Employee
    /// Removes an employee: their PIN, names and email are freed and no lookup finds them, while
    /// their orders keep the name they were placed under.
    ///
    /// - Throws: `AppError.notFound` for an unknown or already removed employee.
    func remove(employeeID: Int64, at date: Date) throws
}
