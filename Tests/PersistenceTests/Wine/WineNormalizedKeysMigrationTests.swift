import Domain
import Foundation
import GRDB
import Persistence
import Testing
import TestSupport

/// The `wine.v3.normalizedKeys` migration over employees stored under the old rule (keys
/// trimmed and lowercased, bytes compared).
@Suite struct WineNormalizedKeysMigrationTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    /// A database migrated up to the release before `wine.v3.normalizedKeys`, holding
    /// `employees` (last name, email) keyed as that release keyed them.
    func databaseBeforeTheMigration(employees: [(String, String?)]) throws {
        let pool = try DatabasePool(path: directory.url.appendingPathComponent(KioskDatabase.fileName).path)
        try KioskMigrations.all.migrator.migrate(pool, upTo: "wine.v2.searchIndexWithCategories")
        try pool.write { db in
            for (index, (lastName, email)) in employees.enumerated() {
                try db.execute(
                    sql: """
                    INSERT INTO wine_employee (pin, first_name, last_name, last_name_key, email, email_key, hire_date)
                    VALUES (?, 'Ana', ?, ?, ?, ?, 0)
                    """,
                    arguments: [String(format: "%04d", index + 1), lastName, Self.oldKey(lastName), email, email.map(Self.oldKey)]
                )
            }
        }
    }

    /// The key the released `wine.v1.employees` code stored.
    static func oldKey(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// The stored keys by id, as bytes (Swift's `==` would equate composed and decomposed text).
    func keys(in database: KioskDatabase, column: String) throws -> [[UInt8]?] {
        try database.writer.read { db in
            try String?.fetchAll(db, sql: "SELECT \(column) FROM wine_employee ORDER BY id").map { $0.map { Array($0.utf8) } }
        }
    }

    func isConflict(_ field: String) -> @Sendable (any Error) -> Bool {
        { ($0 as? AppError).map { if case .conflict(field, _) = $0 { true } else { false } } ?? false }
    }

    // MARK: Tests

    @Test func existingKeysAreRecomputedByTheNewRule() throws {
        try databaseBeforeTheMigration(employees: [
            ("Lima\u{200B}", "ana\u{200B}@example.com"),
            ("Mu\u{0308}ller", nil),
            ("BERG\u{00AD}", "BO@Example.com"),
        ])
        let database = try KioskDatabase(directory: directory.url)
        #expect(try keys(in: database, column: "last_name_key") == [Array("lima".utf8), Array("müller".utf8), Array("berg".utf8)])
        #expect(try keys(in: database, column: "email_key") == [Array("ana@example.com".utf8), nil, Array("bo@example.com".utf8)])
        // Kept as typed.
        let store = SQLiteEmployeeStore(database: database)
        #expect(try store.employee(id: 1)?.lastName.unicodeScalars.last == "\u{200B}")

        #expect(try database.report().appliedMigrations.contains("wine.v3.normalizedKeys"))
        for lastName in ["Lima", "Müller", "Berg"] {
            #expect(performing: {
                try store.add(NewEmployee(pin: "9999", firstName: "Bo", lastName: lastName, email: nil), hireDate: Date(timeIntervalSince1970: 1_700_000_000))
            }, throws: isConflict("lastName"))
        }
        #expect(try store.employee(email: EmailAddress("ANA@example.com"))?.id == 1)
    }

    /// "Müller" stored once composed and once decomposed were two names under the old rule and
    /// are one now: both employees stay, and the migration does not fail.
    @Test func rowsThatTheNewRuleMakesEqualAreBothKept() throws {
        try databaseBeforeTheMigration(employees: [
            ("Müller", "ana@example.com"),
            ("Mu\u{0308}ller", "ana\u{200B}@example.com"),
            ("Lima", nil),
        ])
        let database = try KioskDatabase(directory: directory.url)
        let store = SQLiteEmployeeStore(database: database)
        #expect(try store.all().map(\.id).sorted() == [1, 2, 3])
        // The earlier row holds the new key; the later one keeps its old key.
        #expect(try keys(in: database, column: "last_name_key") == [
            Array("müller".utf8), Array("mu\u{0308}ller".utf8), Array("lima".utf8),
        ])
        #expect(try keys(in: database, column: "email_key") == [Array("ana@example.com".utf8), Array("ana\u{200B}@example.com".utf8), nil])
        // A third Müller, either way typed, is still refused.
        for lastName in ["Müller", "Mu\u{0308}ller", "MÜLLER"] {
            #expect(performing: {
                try store.add(NewEmployee(pin: "9999", firstName: "Cy", lastName: lastName, email: nil), hireDate: Date(timeIntervalSince1970: 1_700_000_000))
            }, throws: isConflict("lastName"))
        }
    }
}
