import Domain
import Foundation
import Synchronization
import UseCases

/// An `EmployeeStore` in memory with the same uniqueness rules as the SQLite one.
public final class InMemoryEmployeeStore: EmployeeStore {
    private let employees = Mutex<[Employee]>([])

    /// An empty store.
    public init() {}

    public func add(_ employee: NewEmployee, hireDate: Date) throws -> Employee {
        try employees.withLock { employees in
            if employees.contains(where: { $0.pin == employee.pin }) {
                throw AppError.conflict(field: "pin", message: "pin: another employee already has this PIN")
            }
            if employees.contains(where: { $0.lastName.normalizedForUniqueness == employee.lastName.normalizedForUniqueness }) {
                throw AppError.conflict(field: "lastName", message: "lastName: another employee is already called \(employee.lastName) (last names must be unique)")
            }
            if let email = employee.email, employees.contains(where: { $0.email == email }) {
                throw AppError.conflict(field: "email", message: "email: another employee already has \(email.value)")
            }
            let stored = Employee(id: Int64(employees.count + 1), pin: employee.pin, firstName: employee.firstName,
                                  lastName: employee.lastName, email: employee.email, hireDate: hireDate)
            employees.append(stored)
            return stored
        }
    }

    public func employee(id: Int64) throws -> Employee? { employees.withLock { $0.first { $0.id == id } } }
    public func employee(pin: PIN) throws -> Employee? { employees.withLock { $0.first { $0.pin == pin } } }
    public func employee(email: EmailAddress) throws -> Employee? { employees.withLock { $0.first { $0.email == email } } }

    public func all() throws -> [Employee] {
        employees.withLock { $0.sorted { ($0.lastName.normalizedForUniqueness, $0.id) < ($1.lastName.normalizedForUniqueness, $1.id) } }
    }
}
