import GRDB

/// The SQL statements a connection runs, each as one line the `sqlite3` shell can run again:
/// what `kiosk … --verbose` prints, so the statements of a command can be replayed beside it.
///
/// SQLite also reports the statements it runs for itself: those an FTS5 table reads its own
/// tables with (they name the schema quoted, `'main'.`, which no statement of ours does) and
/// those run while another statement is (a trigger's, a virtual table's: SQLite starts them
/// with `--`). They are left out: replaying the command's statements runs them again.
enum StatementLog {
    /// Traces every statement `db` runs from now on to `log`, as `line(_:)` writes it.
    static func trace(_ db: Database, to log: @escaping @Sendable (String) -> Void) {
        db.trace(options: .statement) { event in
            guard case let .statement(statement) = event, let line = line(statement.expandedSQL) else { return }
            log(line)
        }
    }

    /// `sql` (a statement with its values in place) as one line ending in `;`, or `nil` for a
    /// statement SQLite runs for itself.
    ///
    /// NB: the line breaks of a statement become spaces, those of a quoted value too: the line
    /// is for reading and replaying, not for recovering a value's exact text.
    static func line(_ sql: String) -> String? {
        guard !sql.isEmpty, !sql.hasPrefix("--"), !sql.contains("'main'.") else { return nil }
        var line = String(sql.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 })
        if !line.hasSuffix(";") { line += ";" }
        return line
    }
}
