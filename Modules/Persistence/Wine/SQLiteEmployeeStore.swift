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
        try translating {
            try database.writer.write { db in
                // NB: checked inside the write transaction, so no other writer can slip in
                // between; the unique indexes stay as the last line of defence.
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE pin = ?", arguments: [employee.pin.digits]) == true {
                    throw AppError.conflict(field: "pin", message: "pin: another employee already has this PIN")
                }
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE last_name_key = ?", arguments: [employee.lastName.normalizedForUniqueness]) == true {
                    throw AppError.conflict(field: "lastName", message: "lastName: another employee is already called \(employee.lastName) (last names must be unique)")
                }
                if let email = employee.email,
                   try Bool.fetchOne(db, sql: "SELECT 1 FROM wine_employee WHERE email_key = ?", arguments: [email.normalized]) == true {
                    throw AppError.conflict(field: "email", message: "email: another employee already has \(email.value)")
                }
                try db.execute(
                    sql: """
                    INSERT INTO wine_employee (pin, first_name, last_name, last_name_key, email, email_key, hire_date)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                    arguments: [employee.pin.digits, employee.firstName, employee.lastName, employee.lastName.normalizedForUniqueness,
                                employee.email?.value, employee.email?.normalized, hireDate.timeIntervalSince1970]
                )
                return Employee(id: db.lastInsertedRowID, pin: employee.pin, firstName: employee.firstName, lastName: employee.lastName,
                                email: employee.email, hireDate: hireDate)
            }
        }
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
