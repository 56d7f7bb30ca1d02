import Domain
import Foundation
import UseCases

/// Employees in the shared `wine_employee` table: every kiosk signs in with the same PINs.
///
/// Uniqueness is the constraints' to decide: of kiosks creating "Lima" at once, the database
/// lets one in and refuses the others with a unique violation, reported as the same conflict
/// as the checks made first (which only choose which field to name when several are taken).
public struct PostgresEmployeeStore: EmployeeStore {
    let database: PostgresDatabase

    /// A store over `database`.
    public init(database: PostgresDatabase) { self.database = database }

    public func add(_ employee: NewEmployee, hireDate: Date) throws -> Employee {
        let lastNameKey = employee.lastName.normalizedForUniqueness
        return try changing(lastName: { employee.lastName }, email: { employee.email }) {
            try database.transaction { connection in
                // NB: in the order of the form, so the first field taken is the one named.
                if try !connection.execute("SELECT 1 FROM wine_employee WHERE pin = $1", [employee.pin.digits]).isEmpty {
                    throw EmployeeConflict.error("pin", employee)
                }
                if try !connection.execute("SELECT 1 FROM wine_employee WHERE last_name_key = $1", [lastNameKey]).isEmpty {
                    throw EmployeeConflict.error("lastName", employee)
                }
                if let email = employee.email,
                   try !connection.execute("SELECT 1 FROM wine_employee WHERE email_key = $1", [email.normalized]).isEmpty {
                    throw EmployeeConflict.error("email", employee)
                }
                let rows = try connection.execute(
                    """
                    INSERT INTO wine_employee (pin, first_name, last_name, last_name_key, email, email_key, hire_date)
                    VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id
                    """,
                    [employee.pin.digits, employee.firstName, employee.lastName, lastNameKey,
                     employee.email?.value, employee.email?.normalized, hireDate.timeIntervalSince1970]
                )
                return Employee(id: try rows[0].int64("id"), pin: employee.pin, firstName: employee.firstName, lastName: employee.lastName,
                                email: employee.email, hireDate: hireDate)
            }
        }
    }

    public func updatePIN(employeeID: Int64, to pin: PIN) throws -> Employee {
        try change(employeeID) { connection, employee in
            if try !connection.execute("SELECT 1 FROM wine_employee WHERE pin = $1 AND id <> $2", [pin.digits, employeeID]).isEmpty {
                throw EmployeeConflict.error("pin", lastName: employee.lastName, email: employee.email)
            }
            try connection.execute("UPDATE wine_employee SET pin = $1 WHERE id = $2", [pin.digits, employeeID])
        }
    }

    public func rename(employeeID: Int64, firstName: String, lastName: String) throws -> Employee {
        let key = lastName.normalizedForUniqueness
        return try change(employeeID) { connection, employee in
            if try !connection.execute("SELECT 1 FROM wine_employee WHERE last_name_key = $1 AND id <> $2", [key, employeeID]).isEmpty {
                throw EmployeeConflict.error("lastName", lastName: lastName, email: employee.email)
            }
            try connection.execute("UPDATE wine_employee SET first_name = $1, last_name = $2, last_name_key = $3 WHERE id = $4",
                                   [firstName, lastName, key, employeeID])
        }
    }

    public func remove(employeeID: Int64, at date: Date) throws {
        _ = try change(employeeID) { connection, _ in
            // NB: the row stays, nameless and with identifiers no one can type, so the orders
            // still point at it; `removed_at` hides it everywhere.
            let tombstone = "removed:\(employeeID)"
            try connection.execute(
                """
                UPDATE wine_employee SET removed_at = $1, pin = $2, first_name = '', last_name = '', last_name_key = $3,
                    email = NULL, email_key = NULL WHERE id = $4
                """,
                [date.timeIntervalSince1970, tombstone, tombstone, employeeID]
            )
        }
    }

    public func employee(id: Int64) throws -> Employee? {
        try fetchOne("id = $1", [id])
    }

    public func employee(pin: PIN) throws -> Employee? {
        try fetchOne("pin = $1", [pin.digits])
    }

    public func employee(email: EmailAddress) throws -> Employee? {
        try fetchOne("email_key = $1", [email.normalized])
    }

    public func all() throws -> [Employee] {
        try database.transaction { connection in
            try connection.execute("SELECT * FROM wine_employee WHERE removed_at IS NULL ORDER BY last_name_key, lower(first_name), id")
                .map(Self.employee)
        }
    }

    // MARK: - Rows

    /// Applies `update` to a present employee in one transaction and returns the employee as
    /// stored after it.
    private func change(_ employeeID: Int64, _ update: (PostgresConnection, Employee) throws -> Void) throws -> Employee {
        var before: Employee?
        return try changing(lastName: { before?.lastName ?? "" }, email: { before?.email }) {
            try database.transaction { connection in
                guard let row = try connection.execute("SELECT * FROM wine_employee WHERE id = $1 AND removed_at IS NULL FOR UPDATE", [employeeID]).first else {
                    throw AppError.notFound(what: "Employee \(employeeID)")
                }
                let employee = try Self.employee(row)
                before = employee
                try update(connection, employee)
                return try connection.execute("SELECT * FROM wine_employee WHERE id = $1 AND removed_at IS NULL", [employeeID]).first
                    .map(Self.employee) ?? employee
            }
        }
    }

    /// Runs `body`, reporting a unique constraint's refusal as the conflict over its field.
    private func changing<T>(lastName: () -> String, email: () -> EmailAddress?, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let violation as PostgresUniqueViolation {
            let fields = ["wine_employee_pin": "pin", "wine_employee_last_name": "lastName", "wine_employee_email": "email"]
            guard let field = fields[violation.constraint] else { throw database.appError(violation.failure) }
            throw EmployeeConflict.error(field, lastName: lastName(), email: email())
        }
    }

    private func fetchOne(_ condition: String, _ arguments: [(any PostgresBindable)?]) throws -> Employee? {
        try database.transaction { connection in
            try connection.execute("SELECT * FROM wine_employee WHERE (\(condition)) AND removed_at IS NULL", arguments).first.map(Self.employee)
        }
    }

    static func employee(_ row: PostgresRow) throws -> Employee {
        Employee(
            id: try row.int64("id"),
            pin: try PIN(try row.string("pin")),
            firstName: try row.string("first_name"),
            lastName: try row.string("last_name"),
            email: try row["email"].map(EmailAddress.init),
            hireDate: Date(timeIntervalSince1970: try row.double(required: "hire_date"))
        )
    }
}
