import Domain
import Foundation

/// One row of an answer, its values as PostgreSQL's text format gives them (`nil` for NULL).
struct PostgresRow {
    /// The answer's column names, shared by its rows.
    final class Columns {
        let index: [String: Int]
        init(names: [String]) {
            // NB: the first of two columns with one name wins, as `SELECT *` joins would have it.
            index = Dictionary(names.enumerated().map { ($1, $0) }) { first, _ in first }
        }
    }

    let columns: Columns
    let values: [String?]

    /// The text of `column`, `nil` when NULL.
    ///
    /// - Precondition: the statement selects `column` (a misspelt name is a programming error).
    subscript(_ column: String) -> String? {
        guard let index = columns.index[column] else { preconditionFailure("no column \(column) in the answer") }
        return values[index]
    }

    /// The text of a NOT NULL column.
    func string(_ column: String) throws -> String {
        guard let value = self[column] else { throw PostgresFailure.unexpectedValue(column: column, value: nil) }
        return value
    }

    /// An integer column; `nil` when NULL.
    func int(_ column: String) throws -> Int? {
        try self[column].map { text in
            guard let value = Int(text) else { throw PostgresFailure.unexpectedValue(column: column, value: text) }
            return value
        }
    }

    /// A NOT NULL integer column.
    func int(required column: String) throws -> Int {
        guard let value = try int(column) else { throw PostgresFailure.unexpectedValue(column: column, value: nil) }
        return value
    }

    /// A NOT NULL bigint column.
    func int64(_ column: String) throws -> Int64 {
        Int64(try int(required: column))
    }

    /// A double precision column; `nil` when NULL.
    func double(_ column: String) throws -> Double? {
        try self[column].map { text in
            guard let value = Double(text) else { throw PostgresFailure.unexpectedValue(column: column, value: text) }
            return value
        }
    }

    /// A NOT NULL double precision column.
    func double(required column: String) throws -> Double {
        guard let value = try double(column) else { throw PostgresFailure.unexpectedValue(column: column, value: nil) }
        return value
    }
}
