import GRDB
import GRDBSQLite

/// A GRDB statement bound and run through SQLite's C API, for the loops that write a whole
/// catalog: a value is bound as it is (an `Int`, a `String`, a null) with no boxing on the way.
///
/// NB: binding through GRDB (`StatementArguments` of `any DatabaseValueConvertible`) boxed each
/// of a wine's 18 values into an existential and a `DatabaseValue`; the retains, releases and
/// copies of those boxes were a tenth of a 100,000-wine import's CPU.
///
/// Bind the values in the order of the statement's parameters, then `run()`: the statement is
/// stepped, reset and ready for the next row. GRDB's transaction hooks still see every change
/// (they are SQLite's own); nothing here observes regions, which no store uses.
struct RawStatement {
    private let statement: SQLiteStatement
    private let connection: SQLiteConnection
    /// GRDB's statement, kept for its SQL text when an error is reported.
    ///
    /// NB: not read up front: GRDB trims the text each time it is asked (Foundation's
    /// `trimmingCharacters`, a tenth of a millisecond the first time in a process).
    private let source: Statement
    private var parameter: CInt = 0

    /// Runs the SQL `sql` of `db` (kept in `db`'s statement cache) through the C API.
    init(_ sql: String, in db: Database) throws {
        try self.init(db.cachedStatement(sql: sql), in: db)
    }

    /// Runs `statement` of `db` (a cached one, say) through the C API.
    init(_ statement: Statement, in db: Database) throws {
        guard let connection = db.sqliteConnection else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the connection is closed")
        }
        self.statement = statement.sqliteStatement
        self.connection = connection
        self.source = statement
        // NB: whatever GRDB left bound (a statement from the cache) is not carried into our rows.
        sqlite3_reset(self.statement)
        sqlite3_clear_bindings(self.statement)
    }

    /// Binds the next parameter to an integer, or to null.
    mutating func bind(_ value: Int?) {
        parameter += 1
        if let value {
            sqlite3_bind_int64(statement, parameter, Int64(value))
        } else {
            sqlite3_bind_null(statement, parameter)
        }
    }

    /// Binds the next parameter to a text, or to null.
    mutating func bind(_ value: String?) {
        guard var value else {
            parameter += 1
            sqlite3_bind_null(statement, parameter)
            return
        }
        value.withUTF8 { bindText($0) }
    }

    /// Binds the next parameter to a text given as its UTF-8 bytes.
    mutating func bind(utf8 bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { bindText($0) }
    }

    /// Binds the next parameter to a blob of `bytes` (an empty one for no bytes, never a null).
    mutating func bind(blob bytes: [UInt8]) {
        parameter += 1
        bytes.withUnsafeBytes { buffer in
            // NB: transient, as a text: SQLite copies the bytes. `sqlite3_bind_zeroblob` for
            // none, since a null address would bind a null.
            if let address = buffer.baseAddress, !buffer.isEmpty {
                _ = sqlite3_bind_blob(statement, parameter, address, CInt(buffer.count), SQLITE_TRANSIENT)
            } else {
                _ = sqlite3_bind_zeroblob(statement, parameter, 0)
            }
        }
    }

    private mutating func bindText(_ text: UnsafeBufferPointer<UInt8>) {
        parameter += 1
        // NB: transient: SQLite copies the text, which does not outlive the caller's closure. An
        // empty text has no address, and a null address would bind a null.
        let address = text.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        _ = sqlite3_bind_text(statement, parameter, address ?? Self.empty, CInt(text.count), SQLITE_TRANSIENT)
    }

    /// An empty C string, for an empty text.
    nonisolated(unsafe) private static let empty: UnsafePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    /// Steps the statement once with what is bound, then resets it for the next row.
    ///
    /// - Throws: a `DatabaseError` with SQLite's result code and message (a full disk stays
    ///   `SQLITE_FULL`, a failing one `SQLITE_IOERR`, as through GRDB).
    mutating func run() throws {
        parameter = 0
        let code = sqlite3_step(statement)
        // NB: the error is read before the reset, which would otherwise report it a second time.
        let failure = code == SQLITE_DONE || code == SQLITE_ROW ? nil : DatabaseError(
            resultCode: ResultCode(rawValue: sqlite3_extended_errcode(connection)),
            message: String(cString: sqlite3_errmsg(connection)), sql: source.sql
        )
        // NB: no clearing of the bindings: every row binds every parameter again.
        sqlite3_reset(statement)
        if let failure { throw failure }
    }

    /// Steps the statement with what is bound, handing each row's first column, as an integer
    /// (a null as 0), to `body` until it returns `false` or the rows end; then resets the
    /// statement.
    ///
    /// NB: the value alone, without asking its type first (SQLite reads a null as 0 itself):
    /// the one call per row, for the thousands of ids a search matches.
    ///
    /// - Throws: a `DatabaseError`, as `run()`, or what `body` throws.
    mutating func forEachInteger(_ body: (Int) throws -> Bool) throws {
        try forEachRow { row in try body(Int(sqlite3_column_int64(row.statement, 0))) }
    }

    /// Steps the statement with what is bound, handing each row to `body` until it returns
    /// `false` or the rows end; then resets the statement. A row is only valid within `body`.
    ///
    /// - Throws: a `DatabaseError`, as `run()`, or what `body` throws.
    mutating func forEachRow(_ body: (RawRow) throws -> Bool) throws {
        parameter = 0
        defer { sqlite3_reset(statement) }
        var code = sqlite3_step(statement)
        while code == SQLITE_ROW {
            guard try body(RawRow(statement: statement)) else { return }
            code = sqlite3_step(statement)
        }
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: sqlite3_extended_errcode(connection)),
                message: String(cString: sqlite3_errmsg(connection)), sql: source.sql
            )
        }
    }

    /// The rows the last `run()` inserted, updated or deleted.
    var changes: Int { Int(sqlite3_changes(connection)) }
}

/// SQLite's "copy the value now" destructor, which the C header spells as a cast of -1.
private let SQLITE_TRANSIENT = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
