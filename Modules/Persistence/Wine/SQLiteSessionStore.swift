import Domain
import Foundation
import GRDB
import UseCases

/// The signed-in employee and the wrong-PIN throttle, as rows of the shared `setting` table,
/// so they outlive the process until `logout`.
public struct SQLiteSessionStore: SessionStore {
    static let employeeKey = "wine.session.employeeID"
    static let failuresKey = "wine.signIn.failures"
    static let lastFailureKey = "wine.signIn.lastFailure"

    let database: KioskDatabase

    /// A store over `database`.
    public init(database: KioskDatabase) { self.database = database }

    public func signedInEmployeeID() throws -> Int64? {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [Self.employeeKey]).flatMap { Int64($0) }
            }
        }
    }

    public func setSignedInEmployeeID(_ id: Int64?) throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in try Self.set(Self.employeeKey, id.map(String.init), in: db) }
        }
    }

    public func throttle() throws -> SignInThrottle {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                let values = try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key IN (?, ?)", arguments: [Self.failuresKey, Self.lastFailureKey])
                        .map { ($0["key"] as String, $0["value"] as String) }
                )
                return SignInThrottle(
                    failures: values[Self.failuresKey].flatMap { Int($0) } ?? 0,
                    lastFailure: values[Self.lastFailureKey].flatMap { Double($0) }.map { Date(timeIntervalSince1970: $0) }
                )
            }
        }
    }

    public func setThrottle(_ throttle: SignInThrottle) throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                try Self.set(Self.failuresKey, throttle.failures == 0 ? nil : String(throttle.failures), in: db)
                try Self.set(Self.lastFailureKey, throttle.lastFailure.map { String($0.timeIntervalSince1970) }, in: db)
            }
        }
    }

    private static func set(_ key: String, _ value: String?, in db: Database) throws {
        if let value {
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", arguments: [key, value])
        } else {
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
        }
    }
}
