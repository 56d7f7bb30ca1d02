import Domain
import Foundation
import UseCases

/// An `EmployeeStore` in memory with the same uniqueness rules as the SQLite one.
public final class InMemoryEmployeeStore: EmployeeStore {
    private let employees = Locked<[Employee]>([])
    /// The last id given: ids are never reused, as with SQLite's AUTOINCREMENT.
    private let lastID = Locked<Int64>(0)

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
            let id = lastID.withLock { last in last += 1; return last }
            let stored = Employee(id: id, pin: employee.pin, firstName: employee.firstName,
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

    public func updatePIN(employeeID: Int64, to pin: PIN) throws -> Employee {
        try change(employeeID) { employees, index in
            if employees.contains(where: { $0.pin == pin && $0.id != employeeID }) {
                throw AppError.conflict(field: "pin", message: "pin: another employee already has this PIN")
            }
            employees[index].pin = pin
        }
    }

    public func rename(employeeID: Int64, firstName: String, lastName: String) throws -> Employee {
        try change(employeeID) { employees, index in
            if employees.contains(where: { $0.lastName.normalizedForUniqueness == lastName.normalizedForUniqueness && $0.id != employeeID }) {
                throw AppError.conflict(field: "lastName", message: "lastName: another employee is already called \(lastName) (last names must be unique)")
            }
            employees[index].firstName = firstName
            employees[index].lastName = lastName
        }
    }

    public func remove(employeeID: Int64, at date: Date) throws {
        _ = try change(employeeID) { employees, index in employees.remove(at: index) }
    }

    private func change(_ employeeID: Int64, _ update: (inout [Employee], Int) throws -> Void) throws -> Employee {
        try employees.withLock { employees in
            guard let index = employees.firstIndex(where: { $0.id == employeeID }) else { throw AppError.notFound(what: "Employee \(employeeID)") }
            let before = employees[index]
            try update(&employees, index)
            return employees.first { $0.id == employeeID } ?? before
        }
    }
}
