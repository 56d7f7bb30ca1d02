import Domain
import Foundation
import UseCases

/// Who is signed in at this kiosk, and the wrong-PIN throttle every kiosk shares, as rows of
/// the shared `setting` table.
///
/// The throttle is one for the whole store, so guessing PINs at several kiosks counts every
/// guess; each count is one transaction under the throttle's advisory lock, so two wrong PINs
/// at once, at two kiosks, count as two.
public struct PostgresSessionStore: SessionStore {
    static let failuresKey = WineSettingKeys.failures
    static let lastFailureKey = WineSettingKeys.lastFailure

    let database: PostgresDatabase
    /// The `setting` row naming this kiosk's signed-in employee.
    let employeeKey: String
    /// The `setting` row of this kiosk's last activity.
    let activityKey: String

    /// A store over `database` for the kiosk called `kiosk`.
    public init(database: PostgresDatabase, kiosk: String) {
        self.database = database
        employeeKey = "\(WineSettingKeys.signedInEmployee).\(kiosk)"
        activityKey = "\(WineSettingKeys.lastActivity).\(kiosk)"
    }

    public func signedInEmployeeID() throws -> Int64? {
        try database.transaction { connection in
            try PostgresSettings.value(employeeKey, in: connection).flatMap { Int64($0) }
        }
    }

    public func setSignedInEmployeeID(_ id: Int64?) throws {
        try database.transaction(locking: [employeeKey]) { connection in
            try PostgresSettings.set(employeeKey, id.map(String.init), in: connection)
            try PostgresSettings.set(activityKey, nil, in: connection)
        }
    }

    public func recordActivity(at now: Date, signingOutIf lapsed: @Sendable (Date) -> Bool) throws -> Int64? {
        // NB: under this kiosk's sign-in lock, as a sign-in is: the check and the sign-out are
        // one step.
        try database.transaction(locking: [employeeKey]) { connection in
            guard let employee = try PostgresSettings.value(employeeKey, in: connection).flatMap({ Int64($0) }) else { return nil }
            let last = try PostgresSettings.value(activityKey, in: connection).flatMap { Double($0) }.map { Date(timeIntervalSince1970: $0) }
            if let last, lapsed(last) {
                try PostgresSettings.set(employeeKey, nil, in: connection)
                try PostgresSettings.set(activityKey, nil, in: connection)
                return employee
            }
            try PostgresSettings.set(activityKey, String(now.timeIntervalSince1970), in: connection)
            return nil
        }
    }

    public func throttle() throws -> SignInThrottle {
        try database.transaction { connection in try Self.throttle(in: connection) }
    }

    public func recordFailure(at now: Date) throws -> SignInThrottle {
        try database.transaction(locking: ["wine.signIn.throttle"]) { connection in
            let next = try Self.throttle(in: connection).recordingFailure(at: now)
            try PostgresSettings.set(Self.failuresKey, String(next.failures), in: connection)
            try PostgresSettings.set(Self.lastFailureKey, next.lastFailure.map { String($0.timeIntervalSince1970) }, in: connection)
            return next
        }
    }

    public func resetThrottle() throws {
        try database.transaction(locking: ["wine.signIn.throttle"]) { connection in
            try PostgresSettings.set(Self.failuresKey, nil, in: connection)
            try PostgresSettings.set(Self.lastFailureKey, nil, in: connection)
        }
    }

    private static func throttle(in connection: PostgresConnection) throws -> SignInThrottle {
        SignInThrottle(
            failures: try PostgresSettings.value(failuresKey, in: connection).flatMap { Int($0) } ?? 0,
            lastFailure: try PostgresSettings.value(lastFailureKey, in: connection).flatMap { Double($0) }.map { Date(timeIntervalSince1970: $0) }
        )
    }
}
