import Domain
import Foundation
import UseCases

/// A PostgreSQL database several kiosks share: one session per process, opened on first use
/// and opened again after the server went away, used by one caller at a time.
///
/// Every read and write is one transaction (`transaction(locking:_:)`). What two kiosks can do
/// at once is decided by the database: unique constraints for identities, and a transaction
/// advisory lock per thing changed by reading and rewriting it (one employee's cart, one
/// kiosk's pizza cart, the sign-in throttle), so neither change is lost. A transaction whose
/// session broke before it was committed is run again on a new session (the server rolled the
/// first back); one whose commit got no answer is reported as such (`AppError.outcomeUnknown`).
public final class PostgresDatabase: @unchecked Sendable {
    /// The database.
    public let location: PostgresLocation
    private let migrations: PostgresMigrations
    private let connectTimeout: Int
    private let answerTimeout: Duration
    // NB: @unchecked because `session` and `isMigrated` are only touched while holding `lock`.
    private let lock = NSLock()
    private var session: PostgresConnection?
    /// Whether this process has found the database up to date (or brought it there).
    private var isMigrated = false

    /// Connects to `location` and applies the migrations it lacks, one kiosk at a time; with
    /// `connectingNow` false, that waits for the first transaction, so a server that is away
    /// fails only what needs it (a front end opens with Counters, whose queue is in SQLite,
    /// while PostgreSQL is down), and each transaction until one succeeds tries again.
    ///
    /// - Parameters:
    ///   - connectTimeout: seconds to wait for a session.
    ///   - answerTimeout: the longest one statement is waited for.
    ///   - connectingNow: whether to connect and migrate here, rather than on first use.
    /// - Throws: `AppError.unavailable` naming the database (never the password) when it cannot
    ///   be reached; `AppError.storage` when it was written by a newer Kiosk or a migration fails
    ///   (with `connectingNow` false, the first transaction throws these instead).
    public init(location: PostgresLocation, migrations: PostgresMigrations = .all, connectTimeout: Int = 5,
                answerTimeout: Duration = .seconds(30), connectingNow: Bool = true) throws {
        self.location = location
        self.migrations = migrations
        self.connectTimeout = connectTimeout
        self.answerTimeout = answerTimeout
        if connectingNow {
            lock.lock()
            defer { lock.unlock() }
            try migrateIfNeeded()
        }
    }

    /// Ends the session, if one is open: the server is told goodbye instead of finding the
    /// connection dropped. A later statement opens a new session.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        dropSession()
    }

    /// The applied and known migrations (for `kiosk config`).
    public func report() throws -> StorageReport {
        let applied = try transaction { connection in
            Set(try connection.execute("SELECT identifier FROM kiosk_migration").map { try $0.string("identifier") })
        }
        return StorageReport(path: location.description, appliedMigrations: migrations.identifiers.filter(applied.contains),
                             knownMigrations: migrations.identifiers)
    }

    // MARK: - Transactions

    /// Runs `body` in one transaction and commits it.
    ///
    /// - Parameters:
    ///   - keys: advisory locks taken first, in this order (each a name such as
    ///     `wine.cart.12`), held until the transaction ends: every writer of a thing that is read
    ///     and rewritten takes its key, so two kiosks changing it take turns.
    ///   - readOnly: a consistent snapshot for several statements (REPEATABLE READ, read only).
    /// - Throws: what `body` throws (nothing is stored); `PostgresUniqueViolation` when a
    ///   unique constraint refused a row (the store names the field); `AppError.unavailable` when the
    ///   database cannot be reached; `AppError.outcomeUnknown` when the commit got no answer;
    ///   `AppError.storage` for a statement the server refused.
    @discardableResult
    func transaction<T>(locking keys: [String] = [], readOnly: Bool = false, _ body: (PostgresConnection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        try migrateIfNeeded()
        return try runTransaction(locking: keys, readOnly: readOnly, body)
    }

    /// `transaction(locking:readOnly:_:)` without the migrations, for a caller holding `lock`.
    private func runTransaction<T>(locking keys: [String] = [], readOnly: Bool = false, _ body: (PostgresConnection) throws -> T) throws -> T {
        var attempt = 0
        while true {
            attempt += 1
            var committing = false
            do {
                let connection = try openSession()
                try connection.execute(begin(readOnly: readOnly))
                do {
                    for key in keys {
                        try connection.execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [key])
                    }
                    let result = try body(connection)
                    committing = true
                    try connection.execute("COMMIT")
                    return result
                } catch {
                    if !committing, connection.isOpen { _ = try? connection.execute("ROLLBACK") }
                    throw error
                }
            } catch let failure as PostgresFailure {
                if failure.lostTheSession { dropSession() }
                if committing, failure.lostTheSession {
                    throw AppError.outcomeUnknown(
                        what: "The change to the \(location.displayName)",
                        reason: "the connection was lost while it was being committed",
                        advice: "Look whether it was stored before doing it again."
                    )
                }
                // NB: the server rolls back a transaction whose session broke, and one it chose
                // as a deadlock's or a serialization failure's victim: running it again is safe.
                if (failure.lostTheSession || failure.isTransient), attempt < 3 { continue }
                if case let .statement("23505", _, constraint?) = failure {
                    throw PostgresUniqueViolation(constraint: constraint, failure: failure)
                }
                throw appError(failure)
            }
        }
    }

    /// The statements that open a transaction, sent as one: `BEGIN`, then the bounds of every
    /// wait in it (a statement `answerTimeout`, a lock 10 s, the transaction left idle 60 s).
    ///
    /// NB: `SET LOCAL`, which ends with the transaction: behind PgBouncer in transaction mode the
    /// server session serves other kiosks' transactions next, so nothing is set for the session
    /// (nor prepared, nor locked beyond the transaction).
    func begin(readOnly: Bool) -> String {
        """
        \(readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN"); \
        SET LOCAL statement_timeout = \(Int(answerTimeout.timeInterval * 1000)); SET LOCAL lock_timeout = 10000; \
        SET LOCAL idle_in_transaction_session_timeout = 60000
        """
    }

    /// The `AppError` for a failure, naming the database but never its password.
    func appError(_ failure: PostgresFailure) -> AppError {
        switch failure {
        case let .unreachable(reason), let .connectionLost(reason):
            return .unavailable(service: location.displayName, reason: Self.oneLine(reason))
        case let .noAnswer(after):
            return .unavailable(service: location.displayName, reason: "it did not answer within \(Int(after.timeInterval.rounded())) s")
        case .statement("55P03", _, _):
            return .unavailable(service: location.displayName, reason: "another kiosk held what this needs for more than 10 s")
        case .statement("57014", _, _):
            return .unavailable(service: location.displayName, reason: "it did not finish a statement within \(Int(answerTimeout.timeInterval.rounded())) s")
        case let .statement(state, message, _):
            return .storage(message: "The \(location.displayName) refused a statement (\(state): \(message)).", recovery: "Try again in a moment.")
        case let .unexpectedValue(column, value):
            return .storage(message: "The \(location.displayName) holds \(value.map { "\"\($0)\"" } ?? "NULL") in \(column), which Kiosk never writes.",
                            recovery: "Check what else writes to this database.")
        }
    }

    private func openSession() throws -> PostgresConnection {
        if let session, session.isOpen { return session }
        session = nil
        let opened = try PostgresConnection(location: location, connectTimeout: connectTimeout, answerTimeout: answerTimeout)
        session = opened
        return opened
    }

    private func dropSession() {
        session?.close()
        session = nil
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    // MARK: - Migrations

    /// Applies the missing migrations in one transaction under a database-wide advisory lock:
    /// of several kiosks starting at once on a new database, the first applies them and the
    /// others, let in after it committed, find nothing to do. Once per process; the caller
    /// holds `lock`.
    private func migrateIfNeeded() throws {
        guard !isMigrated else { return }
        let migrations = self.migrations
        let location = self.location
        // NB: every command opens the database; once it is up to date (nearly always), one read
        // says so, without the lock or the DDL.
        let upToDate = try runTransaction { connection in
            guard try connection.execute("SELECT to_regclass('kiosk_migration') IS NOT NULL AS present")[0]["present"] == "t" else { return false }
            let applied = Set(try connection.execute("SELECT identifier FROM kiosk_migration").map { try $0.string("identifier") })
            return applied == Set(migrations.identifiers)
        }
        if upToDate {
            isMigrated = true
            return
        }
        try runTransaction(locking: ["kiosk.migrations"]) { connection in
            try connection.execute("""
                CREATE TABLE IF NOT EXISTS kiosk_migration (
                    identifier text PRIMARY KEY,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """)
            let applied = Set(try connection.execute("SELECT identifier FROM kiosk_migration").map { try $0.string("identifier") })
            if !applied.isSubset(of: migrations.identifiers) {
                throw AppError.storage(
                    message: "The \(location.displayName) was written by a newer version of Kiosk.",
                    recovery: "Update Kiosk on this machine."
                )
            }
            for migration in migrations.all where !applied.contains(migration.identifier) {
                try connection.execute(migration.sql)
                try migration.rewrite?(connection)
                try connection.execute("INSERT INTO kiosk_migration (identifier) VALUES ($1)", [migration.identifier])
            }
        }
        isMigrated = true
    }
}
