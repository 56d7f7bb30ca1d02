import Domain
import Foundation

/// Who is signed in and how often a wrong PIN was entered, kept in the database so that it
/// outlives the process. Implemented in Persistence.
public protocol SessionStore: Sendable {
    /// The signed-in employee's id, if anyone is signed in.
    func signedInEmployeeID() throws -> Int64?
    /// Records who is signed in; `nil` signs out. Either way the last activity recorded is
    /// forgotten: it belonged to the sign-in before.
    func setSignedInEmployeeID(_ id: Int64?) throws
    /// Records that the signed-in employee used the kiosk at `now`, as one step no other process
    /// can come between: when `lapsed` says the sign-in lapsed since the last activity recorded,
    /// signs out instead. A sign-in without a recorded activity is fresh (just signed in).
    ///
    /// - Returns: the id of the employee signed out for it, else `nil` (also when nobody is
    ///   signed in).
    func recordActivity(at now: Date, signingOutIf lapsed: @Sendable (_ lastActivity: Date) -> Bool) throws -> Int64?
    /// The wrong-attempt throttle.
    func throttle() throws -> SignInThrottle
    /// Counts one more wrong attempt at `now` and returns the throttle after it, as one step no
    /// other process can come between: two wrong attempts at once count as two.
    func recordFailure(at now: Date) throws -> SignInThrottle
    /// Forgets the wrong attempts (a right PIN was entered).
    func resetThrottle() throws
}
