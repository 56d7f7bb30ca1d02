import Domain
import Foundation
import GRDB
import Persistence
import Testing
import TestSupport
import UseCases

/// Changing, renaming and removing employees in SQLite, and the `wine.v4.employeeLifecycle`
/// migration that keeps each order's employee name and each line's price.
@Suite struct WineEmployeeLifecycleStoreTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func store() throws -> SQLiteEmployeeStore { SQLiteEmployeeStore(database: try KioskDatabase(directory: directory.url)) }

    func add(_ pin: String, _ last: String, email: String? = nil) throws -> Employee {
        try store().add(NewEmployee(pin: pin, firstName: "Ana", lastName: last, email: email), hireDate: Date(timeIntervalSince1970: 0))
    }

    // MARK: Tests

    @Test func aNewPINAndANewNameAreUniqueAcrossProcesses() throws {
        let ana = try add("1234", "Lima")
        _ = try add("4444", "Berg")
        #expect(throws: AppError.conflict(field: "pin", message: "pin: another employee already has this PIN")) {
            try store().updatePIN(employeeID: ana.id, to: PIN("4444"))
        }
        #expect(throws: AppError.conflict(field: "lastName", message: "lastName: another employee is already called BERG\u{200B} (last names must be unique)")) {
            try store().rename(employeeID: ana.id, firstName: "Ana", lastName: "BERG\u{200B}")
        }
        #expect(try store().updatePIN(employeeID: ana.id, to: PIN("5678")).pin.digits == "5678")
        #expect(try store().rename(employeeID: ana.id, firstName: "Bia", lastName: "Souza").fullName == "Bia Souza")
        #expect(try store().employee(pin: PIN("5678"))?.fullName == "Bia Souza")
    }

    @Test func aRemovedEmployeeIsFoundByNothingAndFreesEveryIdentifier() throws {
        let ana = try add("1234", "Lima", email: "ana@example.com")
        try store().remove(employeeID: ana.id, at: Date(timeIntervalSince1970: 10))
        #expect(try store().employee(id: ana.id) == nil)
        #expect(try store().employee(pin: PIN("1234")) == nil)
        #expect(try store().employee(email: EmailAddress("ana@example.com")) == nil)
        #expect(try store().all().isEmpty)
        #expect(throws: AppError.notFound(what: "Employee \(ana.id)")) { try store().remove(employeeID: ana.id, at: Date()) }
        // The row stays (orders point at it) without a name, PIN or email anyone could find.
        let database = try KioskDatabase(directory: directory.url)
        let row = try database.writer.read { try Row.fetchOne($0, sql: "SELECT * FROM wine_employee WHERE id = ?", arguments: [ana.id]) }
        #expect(row?["first_name"] == "" && row?["email"] == nil as String?)
        let bia = try add("1234", "Lima", email: "ana@example.com")
        #expect(bia.id != ana.id)
    }

    @Test func theMigrationGivesEveryOldOrderItsEmployeesName() throws {
        let pool = try DatabasePool(path: directory.url.appendingPathComponent(KioskDatabase.fileName).path)
        try KioskMigrations.all.migrator.migrate(pool, upTo: "wine.v3.normalizedKeys")
        try pool.write { db in
            try db.execute(sql: """
                INSERT INTO wine_employee (id, pin, first_name, last_name, last_name_key, hire_date) VALUES (7, '1234', 'Ana', 'Lima', 'lima', 0);
                INSERT INTO wine_order (sequence, number, employee_id, placed_at) VALUES (1, 'W-000001', 7, 0);
                INSERT INTO wine_order_line (order_sequence, position, wine_id, name, quantity) VALUES (1, 0, 5, 'Aalto', 2);
                """)
        }
        let database = try KioskDatabase(directory: directory.url)
        let orders = try SQLiteWineCartStore(database: database).orders(for: 7)
        #expect(orders.map(\.employeeName) == ["Ana Lima"])
        // Placed before prices were kept: no price, said as such.
        #expect(orders.first?.lines.first?.unitPrice == nil)
        #expect(orders.first?.total == PricedTotal(amount: .zero, unpricedLines: 1))
    }
}
