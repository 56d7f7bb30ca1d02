import Domain
import Foundation
import GRDB
import UseCases

/// The one SQLite database of the workspace, in the data directory.
///
/// Opened in WAL mode so that a reader (the TUI) and a writer (a CLI command) can work at once,
/// and migrated on open. Every failure to open becomes an `AppError.storage` that says what is
/// wrong and how to recover; nothing here crashes on a bad file.
public final class KioskDatabase: Sendable {
    /// The file name inside the data directory.
    public static let fileName = "kiosk.sqlite"

    /// The database file.
    public let url: URL
    /// The connections (a pool, or one connection: see `DatabaseConnections`). Stores run
    /// their reads and writes through it.
    public let writer: any DatabaseWriter
    private let migrator: DatabaseMigrator

    /// What the lock file taken while opening is called: the database's path with this added.
    static let openLockSuffix = "-open.lock"

    /// Opens (creating if needed) the database in `directory` and applies the migrations, one
    /// process at a time, waiting up to 30 s for other processes opening it.
    ///
    /// - Throws: `AppError.storage` when the directory cannot be created, the file is not a
    ///   database or is damaged, cannot be read, was written by a newer version of Kiosk, or
    ///   other processes held it for longer than the wait.
    public convenience init(directory: URL, migrations: KioskMigrations = .all, connections: DatabaseConnections = .pool) throws {
        try self.init(directory: directory, migrations: migrations, lockTimeout: .seconds(30), connections: connections)
    }

    /// Opens (creating if needed) the database in `directory` and applies the migrations, one
    /// process at a time.
    ///
    /// - Parameter lockTimeout: how long to wait for other processes opening the same database.
    /// - Throws: as `init(directory:migrations:)`.
    public convenience init(directory: URL, migrations: KioskMigrations, lockTimeout: Duration, connections: DatabaseConnections = .pool) throws {
        try self.init(
            file: directory.appendingPathComponent(Self.fileName), migrations: migrations, lockTimeout: lockTimeout, connections: connections
        )
    }

    /// Opens (creating if needed) the database in `file` (`--database sqlite:PATH`) and
    /// applies the migrations, one process at a time, creating its directory if needed.
    ///
    /// - Parameters:
    ///   - connections: a pool (readers beside the writer) or one connection.
    ///   - statementLog: given each SQL statement the connections run, as
    ///     `StatementLog.line(_:)` writes it (for `kiosk … --verbose`); `nil` traces nothing.
    /// - Throws: as `init(directory:migrations:)`.
    public init(
        file url: URL, migrations: KioskMigrations = .all, lockTimeout: Duration = .seconds(30),
        connections: DatabaseConnections = .pool, statementLog: (@Sendable (String) -> Void)? = nil
    ) throws {
        let directory = url.deletingLastPathComponent()
        self.url = url
        self.migrator = migrations.migrator
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            let reason = Self.unwritableReason(directory).map { " (\($0))" } ?? ""
            throw AppError.storage(
                message: "Cannot create the data directory \(directory.path)\(reason).",
                recovery: "Check its permissions, or choose another with --data-dir or KIOSK_DATA_DIR."
            )
        }
        // NB: a directory the process may not write is named as such here, before the open lock
        // (a file in it) fails with a message about the lock.
        if let reason = Self.unwritableReason(directory) {
            throw AppError.storage(
                message: "The data directory \(directory.path) is read-only (\(reason)).",
                recovery: "Make it writable (chmod u+w \(directory.path)), or choose another with --data-dir or KIOSK_DATA_DIR."
            )
        }
        if FileManager.default.fileExists(atPath: url.path), !FileManager.default.isReadableFile(atPath: url.path) {
            throw AppError.storage(
                message: "The database \(url.path) cannot be read (permission denied).",
                recovery: "Fix its permissions (chmod u+rw \(url.path)) or choose another --data-dir."
            )
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            if let statementLog { StatementLog.trace(db, to: statementLog) }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // NB: a catalog import's batch of 5,000 wines touches ~15 MB of table and index pages;
            // with SQLite's default 2 MB cache they spill and are read back mid-transaction.
            // Pages are only held once used.
            try db.execute(sql: "PRAGMA cache_size = -32768")
            // NB: statement journals (the pages a statement touched, to undo just that statement)
            // and the sorts of a search's matches stay in memory. In temporary files, when the
            // search index was still fed by a trigger, they cost an import millions of pwrites.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            // NB: an import's batches then end fewer transactions with a checkpoint (and its
            // fsync); the WAL grows to ~40 MB at most, and an import folds it back at the end.
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 10000")
            // NB: pages are read from a memory map of the file instead of a read(2) and a copy
            // each, which a new process's first browse of a large catalog does hundreds of
            // times. Writes still go through the WAL. The trade-off SQLite documents: an
            // I/O error of the disk under a mapped page ends the process with SIGBUS instead of
            // an SQLITE_IOERR.
            try db.execute(sql: "PRAGMA mmap_size = \(Self.memoryMapSize)")
        }
        // NB: opening and migrating happen under a lock across processes. Without it, commands
        // started at once on a new data directory each found no migration applied and ran
        // them all ("table setting already exists", 10 of 80 processes in one measurement),
        // and two first openers could both try to switch the new file to WAL. Under the lock
        // the applied migrations are read afresh, so the later openers find nothing to do.
        let migrator = migrations.migrator
        let stamp = migrations.stamp
        writer = try FileLock.withLock(path: url.path + Self.openLockSuffix, timeout: lockTimeout) {
            let opened: any DatabaseWriter
            let stamped: Bool
            do {
                opened = try Self.connect(url, configuration, connections)
                stamped = try opened.read { db in
                    // NB: opening succeeds on a damaged file; the first real read is what fails.
                    _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                    return try Int.fetchOne(db, sql: "PRAGMA user_version") == stamp
                }
            } catch {
                throw Self.storageError(error, url: url)
            }
            // NB: the stamp says the file holds exactly these migrations (every command but the
            // first after an upgrade): then neither the migrator's two reads of its table nor a
            // write is needed on open.
            guard !stamped else { return opened }
            let (superseded, completed) = try Self.translating(url: url) {
                try opened.read { db in (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db)) }
            }
            if superseded {
                throw AppError.storage(
                    message: "The database \(url.path) was written by a newer version of Kiosk.",
                    recovery: "Update Kiosk, or move the file away to start with an empty database."
                )
            }
            if !completed {
                try Self.translating(url: url) { try migrator.migrate(opened) }
            }
            // NB: only a shortcut for the next open: a file this process may read but not write
            // (opened before the upgrade, now read-only) still opens, through the migrator.
            try? opened.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = \(stamp)") }
            return opened
        }
    }

    /// How much of the file each connection maps (`PRAGMA mmap_size`): all of any kiosk's
    /// database (100,000 wines take 33 MB); beyond it, pages are read as usual.
    static let memoryMapSize = 1 << 30

    /// Opens `url` as `connections` says, in WAL mode either way.
    ///
    /// NB: GRDB's pool switches the file to WAL and, whenever the WAL file is missing or empty
    /// (every first open after the last process closed it), writes and drops a table so its
    /// readers find one: a transaction with two fsyncs on open and a checkpoint with two more
    /// on close, for a command that only reads. One connection needs no such WAL file; it only
    /// switches a new file (still in rollback mode) to WAL, once, under the open lock.
    static func connect(_ url: URL, _ configuration: Configuration, _ connections: DatabaseConnections) throws -> any DatabaseWriter {
        switch connections {
        case .pool:
            return try DatabasePool(path: url.path, configuration: configuration)
        case .single:
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                    guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                        throw DatabaseError(message: "could not switch \(url.path) to WAL mode")
                    }
                }
            }
            return queue
        }
    }

    /// Why the process cannot write in `directory` or, when it does not exist, in the nearest
    /// folder above it that does ("Permission denied", "Read-only file system"); `nil` when it can.
    static func unwritableReason(_ directory: URL) -> String? {
        var candidate = directory
        while !FileManager.default.fileExists(atPath: candidate.path) {
            let parent = candidate.deletingLastPathComponent()
            guard parent.path != candidate.path else { return nil }
            candidate = parent
        }
        guard access(candidate.path, W_OK) != 0 else { return nil }
        return String(cString: strerror(errno))
    }

    /// Readies the database for the end of its process, which then exits without closing it:
    /// a WAL holding pages is folded into the file and emptied, as closing the last connection
    /// would; an empty WAL needs nothing. The connection stays open and usable either way.
    ///
    /// NB: for a one-shot process (a CLI command). Closing a connection that changed nothing
    /// only checkpointed an empty WAL and deleted the -wal and -shm files the next command
    /// creates again. SQLite needs no close to keep the file whole: it survives a process that
    /// ends without one as it survives a killed one, and the next connection finds the same
    /// database.
    public func prepareForExit() {
        var status = stat()
        guard stat(url.path + "-wal", &status) == 0, status.st_size > 0 else { return }
        try? writer.writeWithoutTransaction { db in
            // NB: without waiting. A kiosk reading beside this one (the TUI) keeps the pages
            // its snapshot needs in the WAL; the checkpoint folds the rest, as a close would
            // have, and the last connection to leave folds what remains.
            try db.execute(sql: "PRAGMA busy_timeout = 0")
            _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// The applied and known migrations.
    public func report() throws -> StorageReport {
        let migrator = self.migrator
        let applied = try Self.translating(url: url) {
            try writer.read { db in try migrator.appliedIdentifiers(db) }
        }
        return StorageReport(
            path: url.path,
            appliedMigrations: migrator.migrations.filter(applied.contains),
            knownMigrations: migrator.migrations
        )
    }

    /// Runs `body`, turning any database error into an `AppError` with a way to recover.
    public static func translating<T>(url: URL, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as AppError {
            throw error
        } catch {
            throw storageError(error, url: url)
        }
    }

    /// The `AppError` for a failure of the database at `url`, with a way to recover.
    ///
    /// Only a file that SQLite's own check finds damaged is called damaged and to be moved
    /// away: a failed statement or migration on a sound file says to try again instead, so
    /// nobody sets a good database aside over a passing failure.
    static func storageError(_ error: any Error, url: URL) -> AppError {
        let databaseError = error as? DatabaseError
        switch databaseError?.resultCode {
        case .SQLITE_CANTOPEN?, .SQLITE_PERM?, .SQLITE_READONLY?, .SQLITE_AUTH?:
            return .storage(
                message: "The database \(url.path) cannot be opened for writing (\(databaseError?.message ?? "permission denied")).",
                recovery: "Check the permissions of the file and its directory, or choose another --data-dir."
            )
        case .SQLITE_BUSY?, .SQLITE_LOCKED?:
            return .storage(message: "The database \(url.path) is locked by another process.", recovery: "Try again in a moment.")
        case .SQLITE_FULL?, .SQLITE_IOERR?:
            return .storage(message: "The disk holding \(url.path) is full or failing (\(databaseError?.message ?? "I/O error")).", recovery: "Free some space and try again.")
        default:
            break
        }
        let failure = databaseError.map { $0.message ?? "\($0.resultCode)" } ?? "\(error)"
        switch IntegrityCheck.run(path: url.path) {
        case let .damaged(finding):
            let recovery = "Move it away (mv \(url.path) \(url.path).broken) to start with an empty database; the old file is kept for recovery."
            if databaseError?.resultCode == .SQLITE_NOTADB {
                return .storage(message: "The file \(url.path) is not a Kiosk database (or its header is damaged).", recovery: recovery)
            }
            return .storage(message: "The database \(url.path) is damaged (SQLite's check: \(finding)).", recovery: recovery)
        case .intact:
            return .storage(message: "The database \(url.path) failed: \(failure).", recovery: "SQLite's check finds the file sound, so keep it and try again in a moment.")
        case .unknown:
            return .storage(message: "The database \(url.path) failed: \(failure).", recovery: "Try again in a moment.")
        }
    }
}
