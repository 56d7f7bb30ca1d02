import Persistence

/// Whether the data the apps show changed since the last look, by this process or any other
/// (the CLI, the TUI, another kiosk on the shared PostgreSQL): a token that differs whenever a
/// transaction was committed. For a front end that keeps pages open (kiosk-web), asked a few
/// times a second while someone looks.
public struct DataChanges: Sendable {
    private let read: @Sendable () -> String?

    /// Changes as `read` tells them (tests).
    public init(read: @escaping @Sendable () -> String?) {
        self.read = read
    }

    /// A token that differs from the last one whenever something was committed meanwhile;
    /// `nil` when the databases cannot be asked (then nothing is known to have changed).
    public func token() -> String? { read() }
}

extension AppEnvironment {
    /// The changes of this environment's databases: the SQLite file's `PRAGMA data_version` on a
    /// connection of its own, and the shared PostgreSQL's write position when one is chosen.
    public func dataChanges() -> DataChanges {
        let counter = try? SQLiteChangeCounter(url: database.url)
        let shared = shared
        return DataChanges {
            guard let local = try? counter?.version() else { return nil }
            guard let shared else { return String(local) }
            guard let remote = try? shared.writePosition() else { return nil }
            return "\(local) \(remote)"
        }
    }
}
