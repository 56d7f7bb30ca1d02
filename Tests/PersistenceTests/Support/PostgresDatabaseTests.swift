import Domain
import Foundation
@testable import Persistence
import TestSupport
import Testing
import UseCases

/// The shared database's behaviour under failures and concurrency: bounded waits, a session
/// lost and replaced, migrations applied once by kiosks starting at once, a consistent catalog
/// while an import runs.
@Suite(.hangGuard, .enabled(if: TestPostgres.isAvailable))
struct PostgresDatabaseTests {
    @Test func aStatementTheServerDoesNotFinishInTimeIsUnavailableAndTheSessionLivesOn() throws {
        let database = try PostgresDatabase(location: try TestPostgres.newDatabase(), answerTimeout: .seconds(1))
        #expect {
            try database.transaction { try $0.execute("SELECT pg_sleep(5)") }
        } throws: { error in
            guard case let .unavailable(_, reason)? = error as? AppError else { return false }
            return reason == "it did not finish a statement within 1 s"
        }
        #expect(try database.transaction { try $0.execute("SELECT 1 AS one")[0].int("one") } == 1)
    }

    /// A server that accepts the connection and never answers: connecting gives up (libpq's
    /// connect_timeout, 2 s at least) instead of hanging the command.
    @Test func aServerThatNeverAnswersIsUnavailableInsteadOfAHang() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: 0, sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                try #require(bind(listener, raw, length) == 0)
                try #require(getsockname(listener, raw, &length) == 0)
            }
        }
        try #require(listen(listener, 8) == 0)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let location = try PostgresLocation.parse("postgres://kiosk:s3cret@127.0.0.1:\(port)/store", field: "--database")
        #expect {
            try PostgresDatabase(location: location, connectTimeout: 2)
        } throws: { error in
            guard case let .unavailable(service, reason)? = error as? AppError else { return false }
            return service.contains("127.0.0.1:\(port)") && !reason.contains("s3cret")
        }
    }

    @Test func aSessionTheServerEndedIsReplacedAndTheTransactionRunsAgain() throws {
        let location = try TestPostgres.newDatabase()
        let database = try PostgresDatabase(location: location)
        let pid = try database.transaction { try $0.execute("SELECT pg_backend_pid() AS pid")[0].int(required: "pid") }
        let admin = try PostgresDatabase(location: location)
        try admin.transaction { try $0.execute("SELECT pg_terminate_backend($1)", [pid]) }
        var runs = 0
        let answer = try database.transaction { connection -> Int? in
            runs += 1
            return try connection.execute("SELECT 2 AS two")[0].int("two")
        }
        #expect(answer == 2)
        #expect(runs == 1)
        #expect(try database.transaction { try $0.execute("SELECT pg_backend_pid() AS pid")[0].int(required: "pid") } != pid)
    }

    /// The session is ended between two writes of one transaction: the server rolls the first
    /// back, the transaction runs again on a new session, and each row is there once.
    @Test func aSessionLostMidTransactionLeavesNothingHalfWritten() throws {
        let location = try TestPostgres.newDatabase()
        let database = try PostgresDatabase(location: location)
        let admin = try PostgresDatabase(location: location)
        var runs = 0
        try database.transaction { connection in
            runs += 1
            try connection.execute("INSERT INTO setting (key, value) VALUES ('first', '1')")
            if runs == 1 {
                let pid = try connection.execute("SELECT pg_backend_pid() AS pid")[0].int(required: "pid")
                try admin.transaction { try $0.execute("SELECT pg_terminate_backend($1)", [pid]) }
            }
            try connection.execute("INSERT INTO setting (key, value) VALUES ('second', '2')")
        }
        #expect(runs == 2)
        let keys = try admin.transaction { try $0.execute("SELECT key FROM setting ORDER BY key").map { try $0.string("key") } }
        #expect(keys == ["first", "second"])
    }

    /// Eight kiosks starting at once on a new database: the schema is applied once, and every
    /// one of them opens it.
    @Test func kiosksStartingAtOnceOnANewDatabaseApplyTheMigrationsOnce() async throws {
        let location = try TestPostgres.newDatabase()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { _ = try await OffPool.run { try PostgresDatabase(location: location) } } }
            try await group.waitForAll()
        }
        let report = try PostgresDatabase(location: location).report()
        #expect(report.appliedMigrations == PostgresMigrations.all.identifiers)
    }

    @Test func aDatabaseWrittenByANewerKioskIsRefusedSayingSo() throws {
        let location = try TestPostgres.newDatabase()
        _ = try PostgresDatabase(location: location, migrations: PostgresMigrations(PostgresMigrations.all.all + [
            .init(identifier: "future.v9", sql: "SELECT 1"),
        ]))
        #expect {
            try PostgresDatabase(location: location)
        } throws: { error in
            guard case let .storage(message, _)? = error as? AppError else { return false }
            return message.contains("newer version of Kiosk")
        }
    }

    /// While an import stores batches of 100 wines, every page another kiosk reads counts whole
    /// batches and shows as many wines as it counts (one snapshot per page).
    @Test func aCatalogBrowsedWhileAnImportRunsIsAlwaysConsistent() async throws {
        let location = try TestPostgres.newDatabase()
        let importer = PostgresCatalogStore(database: try PostgresDatabase(location: location))
        let browser = PostgresCatalogStore(database: try PostgresDatabase(location: location))
        let done = Locked(false)
        async let imported: Void = OffPool.run {
            defer { done.set(true) }
            for batch in 0..<30 {
                try importer.upsertWines((0..<100).map { Wine(id: batch * 100 + $0 + 1, name: "Wine \(batch * 100 + $0 + 1)") })
            }
        }
        let pages = try await OffPool.run {
            var pages: [CatalogPage] = []
            while !done.value || pages.isEmpty {
                pages.append(try browser.browse(CatalogQuery(limit: 5000)))
            }
            return pages
        }
        try await imported
        #expect(pages.allSatisfy { $0.total.isMultiple(of: 100) && $0.wines.count == $0.total })
        #expect(try browser.wineCount() == 3000)
    }
}

/// A value set by one thread and read by another.
private final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
