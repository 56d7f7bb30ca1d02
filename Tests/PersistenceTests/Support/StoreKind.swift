import Domain
import Foundation
@testable import Persistence
import TestSupport
import Testing
import UseCases

/// Where a store contract suite runs: the in-memory fake, SQLite in a temporary data
/// directory, and a real PostgreSQL (a new database per test in the cluster `make test`
/// starts, `KIOSK_TEST_POSTGRES_URL`).
enum StoreKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case memory, sqlite, postgres

    var description: String { rawValue }

    /// The engines that keep data: SQLite, and PostgreSQL when a test cluster is given.
    static var durable: [StoreKind] { [.sqlite] + (TestPostgres.isAvailable ? [.postgres] : []) }

    /// Every kind there is here: the fake, SQLite, and PostgreSQL when a test cluster is given.
    static var available: [StoreKind] { [.memory] + durable }
}

/// A fresh backing for stores of one kind, and new handles on it (what another process sees;
/// the in-memory fakes are one instance each, the closest they come).
struct StoreBacking: Sendable {
    let kind: StoreKind
    let directory: TemporaryDirectory
    let postgres: PostgresLocation?
    private let memory: WineStores

    init(_ kind: StoreKind) throws {
        self.kind = kind
        directory = try TemporaryDirectory()
        postgres = kind == .postgres ? try TestPostgres.newDatabase() : nil
        memory = WineStores(employees: InMemoryEmployeeStore(), session: InMemorySessionStore(), carts: InMemoryWineCartStore(),
                            catalog: InMemoryCatalogStore())
    }

    /// The Wine Club's stores, on a new handle (`kiosk` names the kiosk on PostgreSQL).
    func wine(kiosk: String = "test-kiosk") throws -> WineStores {
        switch kind {
        case .memory:
            return memory
        case .sqlite:
            let database = try sqlite()
            return WineStores(employees: SQLiteEmployeeStore(database: database), session: SQLiteSessionStore(database: database),
                              carts: SQLiteWineCartStore(database: database), catalog: SQLiteCatalogStore(database: database))
        case .postgres:
            let database = try postgresDatabase()
            return WineStores(employees: PostgresEmployeeStore(database: database), session: PostgresSessionStore(database: database, kiosk: kiosk),
                              carts: PostgresWineCartStore(database: database), catalog: PostgresCatalogStore(database: database))
        }
    }

    /// A new SQLite handle on the directory's database.
    func sqlite() throws -> KioskDatabase { try KioskDatabase(directory: directory.url) }

    /// A new PostgreSQL handle (its own session) on the test's database.
    func postgresDatabase() throws -> PostgresDatabase { try PostgresDatabase(location: try #require(postgres)) }
}

/// The PostgreSQL cluster of the test run.
enum TestPostgres {
    /// The cluster's URL (`Scripts/with-postgres` sets it), if any.
    static var url: String? {
        ProcessInfo.processInfo.environment["KIOSK_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    static var isAvailable: Bool { url != nil }

    /// A new, empty database in the cluster, for one test.
    static func newDatabase() throws -> PostgresLocation {
        let admin = try PostgresLocation.parse(try #require(url), field: "KIOSK_TEST_POSTGRES_URL")
        var location = admin
        location.database = "kiosk_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16)
        let connection = try PostgresConnection(location: admin)
        try connection.execute("CREATE DATABASE \(location.database)")
        return location
    }
}

/// The four stores of the Wine Club over one handle.
struct WineStores: Sendable {
    let employees: any EmployeeStore
    let session: any SessionStore
    let carts: any WineCartStore
    let catalog: any CatalogStore

    /// The use cases over these stores, at `clock`.
    func club(clock: Clock) -> WineClub {
        WineClub(gateway: FakeWineCatalogGateway(), employees: employees, session: session, carts: carts, catalog: catalog, clock: clock)
    }
}
