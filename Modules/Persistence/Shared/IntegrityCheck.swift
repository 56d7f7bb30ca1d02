import GRDB

/// What SQLite's own check says of a database file: the one judge of whether it is damaged.
enum IntegrityCheck: Equatable {
    /// `PRAGMA quick_check` answered "ok".
    case intact
    /// The check found problems (its first findings), or the file is not a database at all.
    case damaged(String)
    /// The check could not run (the file is busy, missing or unreadable): nothing is known.
    case unknown(String)

    /// Runs `PRAGMA quick_check` on the file at `path` over a read-only connection of its own.
    ///
    /// NB: quick_check rather than integrity_check: it finds damaged pages and records without
    /// comparing every index with its table, so it stays fast on a large catalog. It runs only
    /// after something has already failed.
    static func run(path: String) -> IntegrityCheck {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(1)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let findings = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(3)") }
            return findings == ["ok"] ? .intact : .damaged(findings.joined(separator: "; "))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            return .damaged(error.message ?? "\(error.resultCode)")
        } catch {
            return .unknown("\(error)")
        }
    }
}
