extension AppError {
    /// Whether this error says only that the data could not be reached (the database away or
    /// failing), so the first successful read of that data ends it: a banner follows the state
    /// it describes, and must not outlive an outage once the screen has read again.
    ///
    /// A refusal, a conflict or an outcome nobody knows is about an action, not about the
    /// store, and stays until the next action.
    public var isEndedByASuccessfulRead: Bool {
        switch self {
        case .unavailable, .storage: true
        case .validation, .conflict, .notFound, .notSignedIn, .outcomeUnknown, .unexpected: false
        }
    }
}

extension Optional where Wrapped == AppError {
    /// Clears an error that a successful read has just ended (`isEndedByASuccessfulRead`).
    package mutating func endByASuccessfulRead() {
        if self?.isEndedByASuccessfulRead == true { self = nil }
    }
}
