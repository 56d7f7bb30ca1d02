import Domain
import Foundation
import GRDB
@testable import Persistence
import Synchronization
import TestSupport
import Testing
import UseCases

@Suite(.hangGuard) struct WineStoreTests {
    static let hired = Date(timeIntervalSince1970: 1_700_000_000)

    let directory: TemporaryDirectory
    let database: KioskDatabase

    init() throws {
        directory = try TemporaryDirectory()
        database = try KioskDatabase(directory: directory.url)
    }

    func club(now: Date = Date(timeIntervalSince1970: 1_700_000_000)) throws -> WineClub {
        // A new database handle each time: what a new process sees.
        let database = try KioskDatabase(directory: directory.url)
        return WineClub(gateway: FakeWineCatalogGateway(), employees: SQLiteEmployeeStore(database: database),
                        session: SQLiteSessionStore(database: database), carts: SQLiteWineCartStore(database: database),
                        catalog: SQLiteCatalogStore(database: database), clock: .fixed(now))
    }

    /// A quote, like any punctuation, separates words: never FTS5 syntax, never a phrase.
    @Test func aSearchsQuotesSeparateWordsAndAreNeverIndexSyntax() throws {
        #expect(SQLiteCatalogStore.ftsQuery(CatalogSearch("say\"hi ok")) == "name:\"say\"* AND name:\"hi\"* AND name:\"ok\"*")
        #expect(SQLiteCatalogStore.ftsQuery(CatalogSearch("\"\" é\"")) == "name:\"e\"*")
        #expect(SQLiteCatalogStore.ftsQuery(CatalogSearch("\" *")) == nil)
        let store = SQLiteCatalogStore(database: database)
        try store.upsertWines([Wine(id: 1, name: "Napa \"Old Vine\" Merlot"), Wine(id: 2, name: "Old Napa Vine"), Wine(id: 3, name: "Vin d'Oldenburg")])
        #expect(try store.browse(CatalogQuery(search: "\"old\"vi")).wines.map(\.id) == [1, 2, 3])
        #expect(try store.browse(CatalogQuery(search: "napa\"")).wines.map(\.id) == [1, 2])
        #expect(try store.browse(CatalogQuery(search: "d'old")).wines.map(\.id) == [3])
    }

    @Test func employeesRoundTripWithTheirHireDate() throws {
        let store = SQLiteEmployeeStore(database: database)
        let hired = Date(timeIntervalSince1970: 1_700_000_000.25)
        let ana = try store.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: "Ana@Example.com"), hireDate: hired)
        #expect(try store.employee(pin: PIN("0042")) == ana)
        #expect(try store.employee(email: EmailAddress("ana@example.com")) == ana)
        #expect(try store.employee(id: ana.id)?.hireDate == hired)
    }

    @Test(arguments: [
        ("0042", "Berg", nil, "pin"),
        ("1111", " LIMA ", nil, "lastName"),
        ("1111", "Berg", "ANA@example.com ", "email"),
        ("1111", "Lima\u{200B}", nil, "lastName"),
        ("1111", "\u{202E}LIMA\u{202C}", nil, "lastName"),
        ("1111", "Berg", "ana\u{00AD}@example.com", "email"),
    ] as [(String, String, String?, String)])
    func duplicatesAreConflictsNamingTheField(pin: String, lastName: String, email: String?, field: String) throws {
        let store = SQLiteEmployeeStore(database: database)
        _ = try store.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: "ana@example.com"), hireDate: Date())
        #expect {
            try store.add(NewEmployee(pin: pin, firstName: "Ana", lastName: lastName, email: email), hireDate: Date())
        } throws: { ($0 as? AppError).map { if case .conflict(field, _) = $0 { true } else { false } } ?? false }
        #expect(try store.all().count == 1)
    }

    @Test func aNameTypedComposedAndDecomposedIsOneName() throws {
        let store = SQLiteEmployeeStore(database: database)
        let muller = try store.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Müller", email: "jose\u{0301}@example.com"), hireDate: Self.hired)
        #expect {
            try store.add(NewEmployee(pin: "1111", firstName: "Bo", lastName: "Mu\u{0308}ller", email: nil), hireDate: Self.hired)
        } throws: { ($0 as? AppError).map { if case .conflict("lastName", _) = $0 { true } else { false } } ?? false }
        #expect {
            try store.add(NewEmployee(pin: "1111", firstName: "Bo", lastName: "Berg", email: "JOSÉ@example.com"), hireDate: Self.hired)
        } throws: { ($0 as? AppError).map { if case .conflict("email", _) = $0 { true } else { false } } ?? false }
        // Stored as typed.
        let stored = try #require(try store.employee(id: muller.id)?.email?.value)
        #expect(Array(stored.utf8) == Array("jose\u{0301}@example.com".utf8))
    }

    @Test func lookingUpByEmailUsesTheSameRule() throws {
        let store = SQLiteEmployeeStore(database: database)
        let ana = try store.add(NewEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: "ana@example.com"), hireDate: Self.hired)
        #expect(try store.employee(email: EmailAddress("\u{FEFF}ANA\u{200B}@example.com"))?.id == ana.id)
        #expect(try club().recoverPIN(email: "ana\u{200D}@EXAMPLE.com").pin == PIN("0042"))
    }

    @Test func theUniqueIndexesHoldEvenWithoutTheChecks() throws {
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO wine_employee (pin, first_name, last_name, last_name_key, hire_date) VALUES ('1234', 'A', 'Lima', 'lima', 0)")
            #expect(throws: DatabaseError.self) {
                try db.execute(sql: "INSERT INTO wine_employee (pin, first_name, last_name, last_name_key, hire_date) VALUES ('9999', 'B', 'LIMA', 'lima', 0)")
            }
        }
    }

    /// A row that reaches the table between the checks and the insert (what the unique indexes
    /// are there for) is refused by the index: the same conflict, never a storage error.
    @Test(arguments: [
        ("pin", "NEW.pin, 'other', NULL"),
        ("lastName", "'0000', NEW.last_name_key, NULL"),
        ("email", "'0000', 'other', NEW.email_key"),
    ])
    func aUniqueIndexRefusingTheRowIsTheSameConflict(field: String, values: String) throws {
        try database.writer.write { db in
            try db.execute(sql: """
                CREATE TRIGGER sneak BEFORE INSERT ON wine_employee WHEN NEW.first_name = 'Ana' BEGIN
                    INSERT INTO wine_employee (pin, last_name_key, email_key, first_name, last_name, hire_date)
                    VALUES (\(values), 'Sneaky', 'Sneaky', 0);
                END;
                """)
        }
        let store = SQLiteEmployeeStore(database: database)
        #expect {
            try store.add(NewEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "ana@example.com"), hireDate: Self.hired)
        } throws: { error in
            guard case let .conflict(name, message)? = error as? AppError else { return false }
            return name == field && message.hasPrefix("\(field):")
        }
        #expect(try store.all().isEmpty)
    }

    @Test func theSessionAndTheThrottleOutliveTheProcess() throws {
        _ = try club().registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: nil)
        _ = try club().signIn(pin: "1234")
        #expect(try club().currentEmployee.find()?.lastName == "Lima")
        try club().signOut()
        #expect(try club().currentEmployee.find() == nil)
        for _ in 0..<3 { #expect(throws: AppError.self) { try club().signIn(pin: "9999") } }
        #expect {
            try club().signIn(pin: "1234")
        } throws: { error in
            guard case let .notSignedIn(reason)? = error as? AppError else { return false }
            return reason.contains("try again")
        }
        _ = try club(now: Date(timeIntervalSince1970: 1_700_000_002)).signIn(pin: "1234")
    }

    /// Each thread has its own database handle (its own connections), as a process has.
    @Test func wrongAttemptsRecordedFromManyHandlesAtOnceAreAllCounted() async throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let url = directory.url
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try await OffPool.run {
                        let session = SQLiteSessionStore(database: try KioskDatabase(directory: url))
                        for _ in 0..<25 { _ = try session.recordFailure(at: now) }
                    }
                }
            }
            try await group.waitForAll()
        }
        let session = SQLiteSessionStore(database: database)
        #expect(try session.throttle() == SignInThrottle(failures: 150, lastFailure: now))
        try session.resetThrottle()
        #expect(try session.throttle() == SignInThrottle())
    }

    /// Sign-ins through handles of their own, at once, on a clock that moves 1,000 s at every
    /// reading, so no wait is ever running and every wrong PIN is checked and counted.
    @Test func wrongPINsEnteredAtOnceThroughManyHandlesAreAllCounted() async throws {
        let readings = Mutex(0)
        let clock = Clock(now: {
            Date(timeIntervalSince1970: 1_700_000_000 + 1_000 * Double(readings.withLock { $0 += 1; return $0 }))
        }, sleep: { _ in })
        let url = directory.url
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try await OffPool.run {
                        let database = try KioskDatabase(directory: url)
                        let club = WineClub(gateway: FakeWineCatalogGateway(), employees: SQLiteEmployeeStore(database: database),
                                            session: SQLiteSessionStore(database: database), carts: SQLiteWineCartStore(database: database),
                                            catalog: SQLiteCatalogStore(database: database), clock: clock)
                        for _ in 0..<20 {
                            #expect(throws: AppError.self) { try club.signIn(pin: "9999") }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try SQLiteSessionStore(database: database).throttle().failures == 120)
    }

    @Test func cartsKeepTheirOrderPerEmployeeAndCheckoutEmptiesThem() throws {
        try SQLiteCatalogStore(database: database).upsertWines([Wine(id: 1, name: "A"), Wine(id: 2, name: "B")])
        let club = try club()
        let ana = try club.registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: nil)
        _ = try club.signIn(pin: "1234")
        try club.cart.add(wineID: 1, quantity: 1)
        try club.cart.add(wineID: 2, quantity: 2)
        try club.cart.add(wineID: 1, quantity: 4)
        #expect(try self.club().cart.contents().items.map { [$0.wine.id, $0.quantity] } == [[1, 5], [2, 2]])
        #expect(try self.club().listEmployees().first?.cartQuantity == 7)
        let order = try self.club().checkout()
        #expect(order.id == "W-000001")
        #expect(try self.club().cart.contents().items.isEmpty)
        #expect(try self.club().listOrders() == [order])
        #expect(try SQLiteWineCartStore(database: database).orders(for: ana.id).first?.lines.map(\.quantity) == [5, 2])
    }

    /// A claim whose import died with its process (kill -9: no release) is taken over at once,
    /// not when it goes stale: the kernel let go of the holder's lock.
    @Test func aKilledImportsClaimIsTakenOverAtOnce() throws {
        let front = SQLiteCatalogStore(database: database)
        let back = SQLiteCatalogStore(database: try KioskDatabase(directory: directory.url))
        #expect(try front.claimImport(owner: "front import") == .claimed)
        #expect(try back.claimImport(owner: "back import") == .heldElsewhere)
        // NB: what the kernel does when the front's process dies: its lock goes, its claim stays.
        ImportPresence.release(ImportPresence.path(of: database.url))
        #expect(try back.claimImport(owner: "back import") == .claimed)
        try back.releaseImport(owner: "back import")
    }

    /// A claim whose holder is alive in another process (it holds the lock) is waited for.
    @Test func aLiveImportElsewhereIsWaitedFor() throws {
        let front = SQLiteCatalogStore(database: database)
        let back = SQLiteCatalogStore(database: try KioskDatabase(directory: directory.url))
        #expect(try front.claimImport(owner: "front import") == .claimed)
        let path = ImportPresence.path(of: database.url)
        ImportPresence.release(path)
        // NB: another open file description excludes this process's own attempts, as another
        // process's would.
        let elsewhere = try #require(try FileLock.attempt(path: path))
        #expect(try back.claimImport(owner: "back import") == .heldElsewhere)
        withExtendedLifetime(elsewhere) {}
    }
}
