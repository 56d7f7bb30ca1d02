import Domain

/// Who is signed in and how often a wrong PIN was entered, kept in the database so that it
/// outlives the process. Implemented in Persistence.
public protocol SessionStore: Sendable {
    /// The signed-in employee's id, if anyone is signed in.
    func signedInEmployeeID() throws -> Int64?
    /// Records who is signed in; `nil` signs out.
    func setSignedInEmployeeID(_ id: Int64?) throws
    /// The wrong-PIN throttle.
    func throttle() throws -> SignInThrottle
    /// Replaces the wrong-PIN throttle.
    func setThrottle(_ throttle: SignInThrottle) throws
}
