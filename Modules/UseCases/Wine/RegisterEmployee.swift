import Domain

/// Creates an employee from what was typed in the new-employee form.
public struct RegisterEmployee: Sendable {
    let employees: any EmployeeStore
    let clock: Clock

    /// The use case over its store; the hire date comes from `clock`.
    public init(employees: any EmployeeStore, clock: Clock) {
        self.employees = employees
        self.clock = clock
    }

    /// Validates and stores the employee.
    ///
    /// - Throws: `AppError.validation` naming the first bad field (nothing is stored);
    ///   `AppError.conflict` naming the field another employee already has.
    public func callAsFunction(pin: String, firstName: String, lastName: String, email: String?) throws -> Employee {
        let employee = try NewEmployee(pin: pin, firstName: firstName, lastName: lastName, email: email)
        return try employees.add(employee, hireDate: clock.now())
    }
}
