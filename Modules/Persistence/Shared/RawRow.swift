import GRDBSQLite

/// The current row of a `RawStatement`, read column by column through SQLite's C API: an
/// integer or a text comes out as it is, with nothing boxed on the way (GRDB copies every row
/// into `DatabaseValue`s first). Valid only until the statement steps again.
struct RawRow {
    let statement: OpaquePointer

    /// The integer in `column`, or `nil` for a null.
    func int(_ column: Int32) -> Int? {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
        return Int(sqlite3_column_int64(statement, column))
    }

    /// The text in `column`, or `nil` for a null. Bytes that are not UTF-8 become U+FFFD, as
    /// through GRDB.
    func text(_ column: Int32) -> String? {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL, let bytes = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The bytes of the blob in `column` (none for a null or an empty blob), copied out.
    func blob(_ column: Int32) -> [UInt8] {
        // NB: the blob first, then its size, as SQLite's documentation orders the two calls.
        guard let bytes = sqlite3_column_blob(statement, column) else { return [] }
        let count = Int(sqlite3_column_bytes(statement, column))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }
}
