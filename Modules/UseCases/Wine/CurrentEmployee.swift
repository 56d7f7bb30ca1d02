import Domain

/// Who is signed in, for every command and screen that needs an employee.
public struct CurrentEmployee: Sendable {
    let employees: any EmployeeStore
    let session: any SessionStore

    /// The use case over its stores.
    public init(employees: any EmployeeStore, session: any SessionStore) {
        self.employees = employees
        self.session = session
    }

    /// The signed-in employee, if any.
    public func find() throws -> Employee? {
        guard let id = try session.signedInEmployeeID() else { return nil }
        return try employees.employee(id: id)
    }

    /// The signed-in employee.
    ///
    /// - Throws: `AppError.notSignedIn` when nobody is.
    public func require() throws -> Employee {
        guard let employee = try find() else {
            throw AppError.notSignedIn(reason: "No employee is signed in: sign in with `kiosk wine login --pin PIN`.")
        }
        return employee
    }
}
