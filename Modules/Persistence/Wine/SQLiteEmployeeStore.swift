import Domain
import Foundation
import GRDB
import UseCases

/// Employees in the `wine_employee` table.
public struct SQLiteEmployeeStore: EmployeeStore {
    let database: KioskDatabase

    /// A store over `database`.
    public init(database: KioskDatabase) { self.database = database }

    public func add(_ employee: NewEmployee, hireDate: Date) throws -> Employee {
        let lastNameKey = employee.lastName.normalizedForUniqueness
        do {
            return try database.writer.write { db in
                // NB: checked inside the write transaction (BEGIN IMMEDIATE, so no other process
                // writes in between), in the order of the form, so the first field taken is the
                // one named. The unique indexes still decide: see below.
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE pin = ?", arguments: [employee.pin.digits]) == true {
                    throw Self.conflict("pin", employee)
                }
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE last_name_key = ?", arguments: [lastNameKey]) == true {
                    throw Self.conflict("lastName", employee)
                }
                if let email = employee.email,
                   try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE email_key = ?", arguments: [email.normalized]) == true {
                    throw Self.conflict("email", employee)
                }
                try db.execute(
                    sql: """
                    INSERT INTO wine_employee (pin, first_name, last_name, last_name_key, email, email_key, hire_date)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                    arguments: [employee.pin.digits, employee.firstName, employee.lastName, lastNameKey,
                                employee.email?.value, employee.email?.normalized, hireDate.timeIntervalSince1970]
                )
                return Employee(id: db.lastInsertedRowID, pin: employee.pin, firstName: employee.firstName, lastName: employee.lastName,
                                email: employee.email, hireDate: hireDate)
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            // A unique index refusing the row is the same conflict the checks report, never a
            // storage failure: whichever of two racing creates the database lets in first wins.
            guard let field = Self.uniqueField(error) else { throw KioskDatabase.storageError(error, url: database.url) }
            throw Self.conflict(field, employee)
        } catch let error as AppError {
            throw error
        } catch {
            throw KioskDatabase.storageError(error, url: database.url)
        }
    }

    /// The conflict over `field` ("pin", "lastName" or "email") that another employee holds.
    static func conflict(_ field: String, _ employee: NewEmployee) -> AppError {
        switch field {
        case "pin":
            return .conflict(field: "pin", message: "pin: another employee already has this PIN")
        case "lastName":
            return .conflict(field: "lastName", message: "lastName: another employee is already called \(employee.lastName) (last names must be unique)")
        default:
            return .conflict(field: "email", message: "email: another employee already has \(employee.email?.value ?? "this email")")
        }
    }

    /// The form field whose unique index refused a row, from SQLite's message
    /// ("UNIQUE constraint failed: wine_employee.last_name_key"); `nil` for any other constraint.
    static func uniqueField(_ error: DatabaseError) -> String? {
        guard error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE, let message = error.message else { return nil }
        let columns = ["wine_employee.pin": "pin", "wine_employee.last_name_key": "lastName", "wine_employee.email_key": "email"]
        return columns.first { message.hasSuffix($0.key) }?.value
    }

    public func employee(id: Int64) throws -> Employee? {
        try fetchOne("id = ?", [id])
    }

    public func employee(pin: PIN) throws -> Employee? {
        try fetchOne("pin = ?", [pin.digits])
    }

    public func employee(email: EmailAddress) throws -> Employee? {
        try fetchOne("email_key = ?", [email.normalized])
    }

    public func all() throws -> [Employee] {
        try translating {
            try database.writer.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM wine_employee ORDER BY last_name_key, first_name COLLATE NOCASE, id").map(Self.employee)
            }
        }
    }

    private func fetchOne(_ condition: String, _ arguments: StatementArguments) throws -> Employee? {
        try translating {
            try database.writer.read { db in
                try Row.fetchOne(db, sql: "SELECT * FROM wine_employee WHERE \(condition)", arguments: arguments).map(Self.employee)
            }
        }
    }

    static func employee(_ row: Row) throws -> Employee {
        let email: String? = row["email"]
        return Employee(
            id: row["id"],
            pin: try PIN(row["pin"]),
            firstName: row["first_name"],
            lastName: row["last_name"],
            email: try email.map(EmailAddress.init),
            hireDate: Date(timeIntervalSince1970: row["hire_date"])
        )
    }

    private func translating<T>(_ body: () throws -> T) throws -> T {
        try KioskDatabase.translating(url: database.url, body)
    }
}
