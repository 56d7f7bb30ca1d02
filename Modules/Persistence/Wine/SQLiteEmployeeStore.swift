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
                    throw EmployeeConflict.error("pin", employee)
                }
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE last_name_key = ?", arguments: [lastNameKey]) == true {
                    throw EmployeeConflict.error("lastName", employee)
                }
                if let email = employee.email,
                   try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE email_key = ?", arguments: [email.normalized]) == true {
                    throw EmployeeConflict.error("email", employee)
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
            throw EmployeeConflict.error(field, employee)
        } catch let error as AppError {
            throw error
        } catch {
            throw KioskDatabase.storageError(error, url: database.url)
        }
    }

    public func updatePIN(employeeID: Int64, to pin: PIN) throws -> Employee {
        try change(employeeID) { db, employee in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE pin = ? AND id != ?", arguments: [pin.digits, employeeID]) == true {
                throw EmployeeConflict.error("pin", lastName: employee.lastName, email: employee.email)
            }
            try db.execute(sql: "UPDATE wine_employee SET pin = ? WHERE id = ?", arguments: [pin.digits, employeeID])
        }
    }

    public func rename(employeeID: Int64, firstName: String, lastName: String) throws -> Employee {
        let key = lastName.normalizedForUniqueness
        return try change(employeeID) { db, employee in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE last_name_key = ? AND id != ?", arguments: [key, employeeID]) == true {
                throw EmployeeConflict.error("lastName", lastName: lastName, email: employee.email)
            }
            try db.execute(sql: "UPDATE wine_employee SET first_name = ?, last_name = ?, last_name_key = ? WHERE id = ?",
                           arguments: [firstName, lastName, key, employeeID])
        }
    }

    public func remove(employeeID: Int64, at date: Date) throws {
        _ = try change(employeeID) { db, _ in
            // NB: the row stays, nameless and with identifiers no one can type or look up, so
            // the employee's orders still point at a row; `removed_at` hides it everywhere.
            let tombstone = "removed:\(employeeID)"
            try db.execute(
                sql: """
                UPDATE wine_employee SET removed_at = ?, pin = ?, first_name = '', last_name = '', last_name_key = ?,
                    email = NULL, email_key = NULL WHERE id = ?
                """,
                arguments: [date.timeIntervalSince1970, tombstone, tombstone, employeeID]
            )
        }
    }

    /// Applies `update` to a present employee in one write transaction and returns the
    /// employee as stored after it; a unique index refusing the change is the conflict it names.
    private func change(_ employeeID: Int64, _ update: (Database, Employee) throws -> Void) throws -> Employee {
        var before: Employee?
        do {
            return try database.writer.write { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT * FROM wine_employee WHERE id = ? AND removed_at IS NULL", arguments: [employeeID]) else {
                    throw AppError.notFound(what: "Employee \(employeeID)")
                }
                let employee = try Self.employee(row)
                before = employee
                try update(db, employee)
                // NB: a removed employee has no readable row any more: the one before stands in.
                return try Row.fetchOne(db, sql: "SELECT * FROM wine_employee WHERE id = ? AND removed_at IS NULL", arguments: [employeeID])
                    .map(Self.employee) ?? employee
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            guard let field = Self.uniqueField(error) else { throw KioskDatabase.storageError(error, url: database.url) }
            throw EmployeeConflict.error(field, lastName: before?.lastName ?? "", email: before?.email)
        } catch let error as AppError {
            throw error
        } catch {
            throw KioskDatabase.storageError(error, url: database.url)
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
                try Row.fetchAll(db, sql: "SELECT * FROM wine_employee WHERE removed_at IS NULL ORDER BY last_name_key, first_name COLLATE NOCASE, id")
                    .map(Self.employee)
            }
        }
    }

    private func fetchOne(_ condition: String, _ arguments: StatementArguments) throws -> Employee? {
        try translating {
            try database.writer.read { db in
                try Row.fetchOne(db, sql: "SELECT * FROM wine_employee WHERE (\(condition)) AND removed_at IS NULL", arguments: arguments).map(Self.employee)
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
