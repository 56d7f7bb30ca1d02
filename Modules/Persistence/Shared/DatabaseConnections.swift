/// How a process holds the SQLite database.
///
/// Both are in WAL mode, so any number of processes read while one writes; the difference is
/// within the process.
public enum DatabaseConnections: Sendable {
    /// A writer and readers beside it (GRDB's `DatabasePool`): for a front end that lives long
    /// and reads while it writes (the TUI, kiosk-web).
    case pool
    /// One connection (GRDB's `DatabaseQueue`): for a command that runs once and does one thing
    /// at a time (the CLI). It opens and closes in less than half a pool's time and writes
    /// nothing when it only reads.
    case single
}
