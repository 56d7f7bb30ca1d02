import Domain
import Foundation
import GRDB
import UseCases

/// The signed-in employee and the wrong-PIN throttle, as rows of the shared `setting` table,
/// so they outlive the process until `logout`.
public struct SQLiteSessionStore: SessionStore {
    static let employeeKey = WineSettingKeys.signedInEmployee
    static let failuresKey = WineSettingKeys.failures
    static let lastFailureKey = WineSettingKeys.lastFailure
    static let lastActivityKey = WineSettingKeys.lastActivity

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
            try database.writer.write { db in
                try Self.set(Self.employeeKey, id.map(String.init), in: db)
                try Self.set(Self.lastActivityKey, nil, in: db)
            }
        }
    }

    public func recordActivity(at now: Date, signingOutIf lapsed: @Sendable (Date) -> Bool) throws -> Int64? {
        try KioskDatabase.translating(url: database.url) {
            // NB: one write transaction (BEGIN IMMEDIATE): a sign-in by another process cannot
            // land between the check and the sign-out, and be signed out unseen.
            try database.writer.write { db in
                let values = try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key IN (?, ?)", arguments: [Self.employeeKey, Self.lastActivityKey])
                        .map { ($0["key"] as String, $0["value"] as String) }
                )
                guard let employee = values[Self.employeeKey].flatMap({ Int64($0) }) else { return nil }
                if let last = values[Self.lastActivityKey].flatMap({ Double($0) }).map({ Date(timeIntervalSince1970: $0) }), lapsed(last) {
                    try Self.set(Self.employeeKey, nil, in: db)
                    try Self.set(Self.lastActivityKey, nil, in: db)
                    return employee
                }
                try Self.set(Self.lastActivityKey, String(now.timeIntervalSince1970), in: db)
                return nil
            }
        }
    }

    public func throttle() throws -> SignInThrottle {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in try Self.throttle(in: db) }
        }
    }

    public func recordFailure(at now: Date) throws -> SignInThrottle {
        try KioskDatabase.translating(url: database.url) {
            // NB: read and written in one write transaction, which GRDB begins IMMEDIATE (taking
            // SQLite's write lock first), so no other process's failure lands in between. Read
            // in one transaction and written in another, two wrong PINs at once counted as one.
            try database.writer.write { db in
                let next = try Self.throttle(in: db).recordingFailure(at: now)
                try Self.set(Self.failuresKey, String(next.failures), in: db)
                try Self.set(Self.lastFailureKey, next.lastFailure.map { String($0.timeIntervalSince1970) }, in: db)
                return next
            }
        }
    }

    public func resetThrottle() throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                try Self.set(Self.failuresKey, nil, in: db)
                try Self.set(Self.lastFailureKey, nil, in: db)
            }
        }
    }

    private static func throttle(in db: Database) throws -> SignInThrottle {
        let values = try Dictionary(
            uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key IN (?, ?)", arguments: [failuresKey, lastFailureKey])
                .map { ($0["key"] as String, $0["value"] as String) }
        )
        return SignInThrottle(
            failures: values[failuresKey].flatMap { Int($0) } ?? 0,
            lastFailure: values[lastFailureKey].flatMap { Double($0) }.map { Date(timeIntervalSince1970: $0) }
        )
    }

    private static func set(_ key: String, _ value: String?, in db: Database) throws {
        if let value {
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", arguments: [key, value])
        } else {
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
        }
    }
}
