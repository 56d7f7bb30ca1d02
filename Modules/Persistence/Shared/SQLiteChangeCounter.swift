import Foundation
import GRDB

/// Tells whether anything was committed to a SQLite database since it last looked, by any
/// process: `PRAGMA data_version` on a read-only connection of its own, which changes whenever
/// another connection commits. One statement, no table read: cheap enough to ask twice a second.
public final class SQLiteChangeCounter: Sendable {
    private let connection: DatabaseQueue

    /// A counter over the database at `url`, which must exist (opened by `KioskDatabase`).
    ///
    /// - Throws: `AppError.storage` when the file cannot be opened.
    public init(url: URL) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "kiosk.changes"
        connection = try KioskDatabase.translating(url: url) { try DatabaseQueue(path: url.path, configuration: configuration) }
    }

    /// A number that differs from the last one read whenever another connection committed
    /// meanwhile.
    public func version() throws -> Int {
        try connection.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}
