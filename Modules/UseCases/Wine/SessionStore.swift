import Domain
import Foundation

/// Who is signed in and how often a wrong PIN was entered, kept in the database so that it
/// outlives the process. Implemented in Persistence.
public protocol SessionStore: Sendable {
    /// The signed-in employee's id, if anyone is signed in.
    func signedInEmployeeID() throws -> Int64?
    /// Records who is signed in; `nil` signs out.
    func setSignedInEmployeeID(_ id: Int64?) throws
    /// The wrong-attempt throttle.
    func throttle() throws -> SignInThrottle
    /// Counts one more wrong attempt at `now` and returns the throttle after it, as one step no
    /// other process can come between: two wrong attempts at once count as two.
    func recordFailure(at now: Date) throws -> SignInThrottle
    /// Forgets the wrong attempts (a right PIN was entered).
    func resetThrottle() throws
}
