import Domain

/// Signs the current employee out. Their cart stays.
public struct SignOut: Sendable {
    let session: any SessionStore

    /// The use case over the session store.
    public init(session: any SessionStore) { self.session = session }

    /// Signs out; harmless when nobody is signed in.
    public func callAsFunction() throws {
        try session.setSignedInEmployeeID(nil)
    }
}
