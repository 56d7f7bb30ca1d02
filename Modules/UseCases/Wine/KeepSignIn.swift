import Domain
import Foundation

/// Keeps the sign-in of an employee using the kiosk, or ends one left alone too long: each use
/// is recorded with the sign-in, and a use that comes after the sign-in lapsed signs out
/// instead. What "too long" is, is the caller's rule (Presentation's `IdleSignOut`).
public struct KeepSignIn: Sendable {
    let employees: any EmployeeStore
    let session: any SessionStore

    /// The use case over its stores.
    public init(employees: any EmployeeStore, session: any SessionStore) {
        self.employees = employees
        self.session = session
    }

    /// Records a use at `now`; when `lapsed` says the sign-in lapsed since the last one, signs
    /// out instead (the cart stays the employee's).
    ///
    /// - Returns: who was signed out for it, else `nil` (also when nobody is signed in).
    public func callAsFunction(at now: Date, lapsed: @Sendable (_ lastActivity: Date) -> Bool) throws -> Employee? {
        guard let id = try session.recordActivity(at: now, signingOutIf: lapsed) else { return nil }
        return try employees.employee(id: id)
    }
}
