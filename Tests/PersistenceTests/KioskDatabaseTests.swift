import Domain
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

@Suite(.hangGuard) struct KioskDatabaseTests {
    @Test func openingCreatesTheDirectoryTheFileAndTheSchema() throws {
        let directory = try TemporaryDirectory()
        let database = try KioskDatabase(directory: directory.url.appendingPathComponent("nested/data"))
        let report = try database.report()
        #expect(FileManager.default.fileExists(atPath: report.path))
        #expect(report.appliedMigrations == report.knownMigrations)
        #expect(report.appliedMigrations.contains("shared.v1.settings"))
    }

    @Test(arguments: [DatabaseConnections.pool, .single]) func databaseIsInWALMode(connections: DatabaseConnections) throws {
        let directory = try TemporaryDirectory()
        let database = try KioskDatabase(directory: directory.url, connections: connections)
        let mode = try database.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test(arguments: [DatabaseConnections.pool, .single]) func reopeningKeepsTheData(connections: DatabaseConnections) throws {
        let directory = try TemporaryDirectory()
        try KioskDatabase(directory: directory.url, connections: connections).writer.write {
            try $0.execute(sql: "INSERT INTO setting(key, value) VALUES ('k', 'v')")
        }
        for reader in [DatabaseConnections.pool, .single] {
            let value = try KioskDatabase(directory: directory.url, connections: reader).writer.read {
                try String.fetchOne($0, sql: "SELECT value FROM setting WHERE key = 'k'")
            }
            #expect(value == "v")
        }
    }

    /// A command that only reads leaves the file as it found it: one connection opens, reads
    /// and closes without a transaction that writes (a pool writes one to make its WAL file).
    @Test func readingThroughOneConnectionWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent(KioskDatabase.fileName)
        try KioskDatabase(directory: directory.url).writer.write {
            try $0.execute(sql: "INSERT INTO setting(key, value) VALUES ('k', 'v')")
        }
        let before = try Data(contentsOf: file)
        let database = try KioskDatabase(directory: directory.url, connections: .single)
        _ = try database.writer.read { try String.fetchOne($0, sql: "SELECT value FROM setting WHERE key = 'k'") }
        let wal = (try? FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int) ?? 0
        #expect(wal == 0)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test(arguments: [DatabaseConnections.pool, .single]) func aFileThatIsNotADatabaseIsReportedWithAWayToRecover(connections: DatabaseConnections) throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent(KioskDatabase.fileName)
        try Data(repeating: 0x41, count: 8192).write(to: file)
        let error = #expect(throws: AppError.self) { try KioskDatabase(directory: directory.url, connections: connections) }
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

    /// Every connection reads the file through a memory map (SQLite maps what the file holds).
    @Test(arguments: [DatabaseConnections.pool, .single]) func connectionsMapTheFile(connections: DatabaseConnections) throws {
        let directory = try TemporaryDirectory()
        let database = try KioskDatabase(directory: directory.url, connections: connections)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "PRAGMA mmap_size") } == KioskDatabase.memoryMapSize)
        #expect(try database.writer.write { try Int.fetchOne($0, sql: "PRAGMA mmap_size") } == KioskDatabase.memoryMapSize)
    }

    /// A one-shot process readies the database for its exit: a WAL holding pages is folded into
    /// the file and emptied; a connection that changed nothing has nothing to fold. Both stay
    /// usable.
    @Test func preparingForExitFoldsAWrittenWAL() throws {
        let directory = try TemporaryDirectory()
        let wal = directory.url.appendingPathComponent(KioskDatabase.fileName).path + "-wal"
        func walSize() throws -> Int {
            try (FileManager.default.attributesOfItem(atPath: wal)[.size] as? NSNumber)?.intValue ?? -1
        }
        let written = try KioskDatabase(directory: directory.url, connections: .single)
        try written.writer.write { try $0.execute(sql: "CREATE TABLE probe (id INTEGER PRIMARY KEY); INSERT INTO probe VALUES (7)") }
        #expect(try walSize() > 0)
        written.prepareForExit()
        #expect(try walSize() == 0, "the WAL was folded into the file")
        #expect(try written.writer.read { try Int.fetchOne($0, sql: "SELECT id FROM probe") } == 7)

        let untouched = try KioskDatabase(directory: directory.url, connections: .single)
        untouched.prepareForExit()
        #expect(try untouched.writer.read { try Int.fetchOne($0, sql: "SELECT id FROM probe") } == 7)
        #expect(try walSize() == 0)
        // NB: another connection, as the next command's, finds the same database beside it.
        #expect(try KioskDatabase(directory: directory.url, connections: .single).writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM probe") } == 1)
    }

    /// A migrated file carries the migrations' stamp, so the next opening skips the migrator;
    /// a file with any other stamp (older, or none) goes through it and is stamped again.
    @Test func aMigratedFileIsStampedAndAnUnstampedOneIsCheckedAndStamped() throws {
        let directory = try TemporaryDirectory()
        let stamp = KioskMigrations.all.stamp
        func userVersion() throws -> Int? {
            try KioskDatabase(directory: directory.url, connections: .single).writer.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        }
        #expect(try userVersion() == stamp)
        try KioskDatabase(directory: directory.url).writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA user_version = 0") }
        #expect(try userVersion() == stamp)
        #expect(try KioskDatabase(directory: directory.url).report().appliedMigrations == KioskMigrations.all.migrator.migrations)
    }

    /// The stamp names the exact list of migrations: one more (a newer Kiosk) stamps differently,
    /// so an older Kiosk still goes through its migrator and refuses the file.
    @Test func aStampFromANewerVersionStillRefusesTheFile() throws {
        let directory = try TemporaryDirectory()
        var newer = KioskMigrations.all.migrator
        newer.registerMigration("future.v99") { db in try db.execute(sql: "CREATE TABLE future(x)") }
        let newerMigrations = KioskMigrations(migrator: newer)
        #expect(newerMigrations.stamp != KioskMigrations.all.stamp)
        #expect(newerMigrations.stamp != 0 && KioskMigrations.all.stamp != 0)
        _ = try KioskDatabase(directory: directory.url, migrations: newerMigrations)
        #expect(throws: AppError.self) { try KioskDatabase(directory: directory.url, connections: .single) }
    }

    @Test func aDatabasePathThatCannotBeOpenedIsReportedNotCrashedOn() throws {
        let directory = try TemporaryDirectory()
        // A directory where the file should be: unopenable for any user, root included.
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(KioskDatabase.fileName), withIntermediateDirectories: true)
        let error = #expect(throws: AppError.self) { try KioskDatabase(directory: directory.url) }
        guard case .storage? = error else { Issue.record("expected a storage error, got \(String(describing: error))"); return }
    }

    // MARK: Damaged or not

    /// A migration that fails on a sound file (as when two processes once ran the same one at
    /// once) is no reason to set the database aside.
    @Test func aFailedMigrationOnASoundFileSaysTryAgainNotDamaged() throws {
        let directory = try TemporaryDirectory()
        _ = try KioskDatabase(directory: directory.url)
        var failing = KioskMigrations.all.migrator
        failing.registerMigration("test.v99.clash") { db in try db.execute(sql: "CREATE TABLE setting(x)") }
        let error = #expect(throws: AppError.self) { try KioskDatabase(directory: directory.url, migrations: KioskMigrations(migrator: failing)) }
        guard case let .storage(message, recovery)? = error else { Issue.record("expected a storage error, got \(String(describing: error))"); return }
        #expect(message.contains("already exists"), "\(message)")
        #expect(!message.contains("damaged"), "\(message)")
        #expect(!recovery.contains("mv "), "\(recovery)")
        #expect(recovery.contains("try again"), "\(recovery)")
    }

    @Test func aFileWithDamagedPagesIsCalledDamagedWithAWayToRecover() throws {
        let directory = try TemporaryDirectory()
        do {
            let database = try KioskDatabase(directory: directory.url)
            try database.writer.write { db in
                for index in 0..<500 {
                    try db.execute(sql: "INSERT INTO setting(key, value) VALUES (?, ?)", arguments: ["key \(index)", String(repeating: "v", count: 100)])
                }
            }
        }
        // Every page but the first (the header and the schema's root) overwritten: SQLite's
        // check cannot find the tables it lists.
        let file = directory.url.appendingPathComponent(KioskDatabase.fileName)
        var bytes = try Data(contentsOf: file)
        let pageSize = 4096
        #expect(bytes.count > 4 * pageSize)
        bytes.replaceSubrange(pageSize..<bytes.count, with: Data(repeating: 0xA5, count: bytes.count - pageSize))
        try bytes.write(to: file)

        let error = #expect(throws: AppError.self) { try KioskDatabase(directory: directory.url) }
        guard case let .storage(message, recovery)? = error else { Issue.record("expected a storage error, got \(String(describing: error))"); return }
        #expect(message.contains("damaged"), "\(message)")
        #expect(recovery.contains("mv "), "\(recovery)")
    }

    @Test func sqlitesCheckIsWhatTellsADamagedFileFromASoundOne() throws {
        let directory = try TemporaryDirectory()
        let database = try KioskDatabase(directory: directory.url)
        #expect(IntegrityCheck.run(path: database.url.path) == .intact)
        let text = directory.url.appendingPathComponent("text.sqlite")
        try Data(repeating: 0x41, count: 8192).write(to: text)
        guard case .damaged = IntegrityCheck.run(path: text.path) else { Issue.record("a text file passed the check"); return }
        guard case .unknown = IntegrityCheck.run(path: directory.url.appendingPathComponent("missing.sqlite").path) else {
            Issue.record("a missing file was judged"); return
        }
    }

    // MARK: Opening at once

    @Test func anOpeningThatWaitsTooLongForAnotherSaysTryAgain() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent(KioskDatabase.fileName).path + KioskDatabase.openLockSuffix
        let other = try #require(try FileLock.attempt(path: path))
        let error = #expect(throws: AppError.self) {
            try KioskDatabase(directory: directory.url, migrations: .all, lockTimeout: .zero)
        }
        guard case let .storage(message, recovery)? = error else { Issue.record("expected a storage error, got \(String(describing: error))"); return }
        #expect(message.contains("Another Kiosk process"), "\(message)")
        #expect(recovery == "Try again in a moment.")
        withExtendedLifetime(other) {}
    }

    /// Threads stand in for processes: each opening has its own connections and its own lock
    /// file description, so they exclude each other as processes do.
    @Test(arguments: [DatabaseConnections.pool, .single]) func openingsAtOnceOnANewDirectoryAllSucceed(connections: DatabaseConnections) async throws {
        for _ in 0..<10 {
            let directory = try TemporaryDirectory()
            let failures = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        try await OffPool.run {
                            do {
                                _ = try KioskDatabase(directory: directory.url, connections: connections)
                                return nil
                            } catch {
                                return "\(error)"
                            }
                        }
                    }
                }
                return try await group.compactMap { $0 }.reduce(into: []) { $0.append($1) }
            }
            #expect(failures.isEmpty, "\(failures)")
        }
    }
}
