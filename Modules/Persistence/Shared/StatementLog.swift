import GRDB
import GRDBSQLite

/// The SQL statements a connection runs, each as one line the `sqlite3` shell can run again:
/// what `kiosk … --verbose` prints, so the statements of a command can be replayed beside it.
///
/// A statement is logged once it has run, with its values in place. One whose rows were not all
/// read (a walk that stops once its page is full) says how many were: ` -- stopped after N
/// rows`, so a replay can read as many (`SELECT * FROM (…) LIMIT N`) rather than them all.
///
/// SQLite also reports the statements it runs for itself: those an FTS5 table reads its own
/// tables with (they name the schema quoted, `'main'.`, which no statement of ours does) and
/// those run while another statement is (a trigger's, a virtual table's: SQLite starts them
/// with `--`). They are left out: replaying the command's statements runs them again.
final class StatementLog: @unchecked Sendable {
    // NB: @unchecked: SQLite calls the trace on the thread running a statement of the one
    // connection it belongs to, and GRDB runs a connection's statements one at a time.
    private let log: @Sendable (String) -> Void
    private var running: [OpaquePointer: (sql: String, rows: Int)] = [:]

    private init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    /// Traces every statement `db` runs from now on to `log`, as `line(_:stoppedAfter:)` writes it.
    ///
    /// NB: through SQLite's own `sqlite3_trace_v2`, not GRDB's `trace`, which reports neither
    /// the rows a statement gave nor whether it ran to its end. The log lives as long as the
    /// process, as the connections it traces do in a command.
    static func trace(_ db: Database, to log: @escaping @Sendable (String) -> Void) {
        guard let connection = db.sqliteConnection else { return }
        let context = Unmanaged.passRetained(StatementLog(log: log)).toOpaque()
        let mask = UInt32(SQLITE_TRACE_STMT | SQLITE_TRACE_ROW | SQLITE_TRACE_PROFILE)
        sqlite3_trace_v2(connection, mask, { event, context, statement, text in
            guard let context, let statement else { return 0 }
            Unmanaged<StatementLog>.fromOpaque(context).takeUnretainedValue()
                .record(Int32(bitPattern: event), OpaquePointer(statement), text)
            return 0
        }, context)
    }

    private func record(_ event: Int32, _ statement: OpaquePointer, _ text: UnsafeMutableRawPointer?) {
        switch event {
        case SQLITE_TRACE_STMT:
            // NB: `text` is the statement's SQL, or a comment (`-- …`) for a nested one.
            guard let text, text.load(as: UInt8.self) != UInt8(ascii: "-"),
                  let expanded = sqlite3_expanded_sql(statement) else { return }
            defer { sqlite3_free(expanded) }
            running[statement] = (String(cString: expanded), 0)
        case SQLITE_TRACE_ROW:
            running[statement]?.rows += 1
        case SQLITE_TRACE_PROFILE:
            // NB: SQLite reports the end of a statement that ran to its end once it is done,
            // and of one stopped early as it is reset, while it is still busy.
            guard let (sql, rows) = running.removeValue(forKey: statement) else { return }
            if let line = Self.line(sql, stoppedAfter: sqlite3_stmt_busy(statement) != 0 ? rows : nil) { log(line) }
        default:
            break
        }
    }

    /// `sql` (a statement with its values in place) as one line ending in `;`, and ` -- stopped
    /// after N rows` when it was stopped after `rows`; `nil` for a statement SQLite runs for
    /// itself.
    ///
    /// NB: the line breaks of a statement become spaces, those of a quoted value too: the line
    /// is for reading and replaying, not for recovering a value's exact text.
    static func line(_ sql: String, stoppedAfter rows: Int? = nil) -> String? {
        var line = String(sql.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 })
        while line.last == " " || line.last == ";" { line.removeLast() }
        while line.first == " " { line.removeFirst() }
        guard !line.isEmpty, !line.hasPrefix("--"), !line.contains("'main'.") else { return nil }
        line += ";"
        if let rows { line += " -- stopped after \(rows) rows" }
        return line
    }
}
