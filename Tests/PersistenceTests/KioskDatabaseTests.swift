import Domain
import Foundation
import GRDB
import Persistence
import Testing
import TestSupport

@Suite struct KioskDatabaseTests {
    @Test func openingCreatesTheDirectoryTheFileAndTheSchema() throws {
        let directory = try TemporaryDirectory()
        let database = try KioskDatabase(directory: directory.url.appendingPathComponent("nested/data"))
        let report = try database.report()
        #expect(FileManager.default.fileExists(atPath: report.path))
        #expect(report.appliedMigrations == report.knownMigrations)
        #expect(report.appliedMigrations.contains("shared.v1.settings"))
    }

    @Test func databaseIsInWALMode() throws {
        let directory = try TemporaryDirectory()
        let database = try KioskDatabase(directory: directory.url)
        let mode = try database.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test func reopeningKeepsTheData() throws {
        let directory = try TemporaryDirectory()
        try KioskDatabase(directory: directory.url).writer.write {
            try $0.execute(sql: "INSERT INTO setting(key, value) VALUES ('k', 'v')")
        }
        let value = try KioskDatabase(directory: directory.url).writer.read {
            try String.fetchOne($0, sql: "SELECT value FROM setting WHERE key = 'k'")
        }
        #expect(value == "v")
    }

    @Test func aFileThatIsNotADatabaseIsReportedWithAWayToRecover() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent(KioskDatabase.fileName)
        try Data(repeating: 0x41, count: 8192).write(to: file)
        let error = #expect(throws: AppError.self) { try KioskDatabase(directory: directory.url) }
        guard case let .storage(message, recovery)? = error else { Issue.record("expected a storage error"); return }
        #expect(message.contains("not a Kiosk database"))
        #expect(recovery.contains("mv "))
        // Nothing was overwritten: the damaged file is still there for recovery.
        #expect(try Data(contentsOf: file) == Data(repeating: 0x41, count: 8192))
    }

    @Test func aDatabaseFromANewerVersionIsRefused() throws {
        let directory = try TemporaryDirectory()
        var newer = KioskMigrations.all.migrator
        newer.registerMigration("future.v99") { db in try db.execute(sql: "CREATE TABLE future(x)") }
        _ = try KioskDatabase(directory: directory.url, migrations: KioskMigrations(migrator: newer))
        let error = #expect(throws: AppError.self) { try KioskDatabase(directory: directory.url) }
        #expect(error?.message.contains("newer version of Kiosk") == true)
    }

    @Test func aDatabasePathThatCannotBeOpenedIsReportedNotCrashedOn() throws {
        let directory = try TemporaryDirectory()
        // A directory where the file should be: unopenable for any user, root included.
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(KioskDatabase.fileName), withIntermediateDirectories: true)
        let error = #expect(throws: AppError.self) { try KioskDatabase(directory: directory.url) }
        guard case .storage? = error else { Issue.record("expected a storage error, got \(String(describing: error))"); return }
    }
}
