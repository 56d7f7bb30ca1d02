import Domain

/// The conflict a store reports when another employee already holds an identifier, the same
/// on every engine: the field named as the form names it, and a sentence a person can act on.
enum EmployeeConflict {
    /// The conflict over `field` ("pin", "lastName" or "email") for a new employee.
    static func error(_ field: String, _ employee: NewEmployee) -> AppError {
        error(field, lastName: employee.lastName, email: employee.email)
    }

    /// The conflict over `field` for an employee called `lastName` with `email`.
    static func error(_ field: String, lastName: String, email: EmailAddress?) -> AppError {
        switch field {
        case "pin":
            return .conflict(field: "pin", message: "pin: another employee already has this PIN")
        case "lastName":
            return .conflict(field: "lastName", message: "lastName: another employee is already called \(lastName) (last names must be unique)")
        default:
            return .conflict(field: "email", message: "email: another employee already has \(email?.value ?? "this email")")
        }
    }
}
