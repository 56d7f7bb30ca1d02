/// Where the list stands with the server, in the one wording every front end shows: a status
/// line, a badge.
public struct CountersSyncStatus: Equatable, Sendable {
    /// The four states.
    public enum Kind: String, Equatable, Sendable {
        /// A sync is running.
        case syncing
        /// The last sync could not reach or use the server.
        case offline
        /// Changes wait for the next sync.
        case pending
        /// The server has every change.
        case synced
    }

    /// Which state.
    public var kind: Kind
    /// "Syncing…", "Offline · 2 changes pending", "1 change pending", "All changes synced".
    public var text: String

    /// A status from its parts.
    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// The text of a running sync.
    public static let syncingText = "Syncing…"
}
