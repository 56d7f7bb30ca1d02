/// What the local database looks like, for `kiosk config` and support questions.
public struct StorageReport: Equatable, Sendable, Codable {
    /// The database file.
    public var path: String
    /// The migrations applied, oldest first.
    public var appliedMigrations: [String]
    /// The migrations this build knows.
    public var knownMigrations: [String]

    /// A report of the database at `path`.
    public init(path: String, appliedMigrations: [String], knownMigrations: [String]) {
        self.path = path
        self.appliedMigrations = appliedMigrations
        self.knownMigrations = knownMigrations
    }
}
