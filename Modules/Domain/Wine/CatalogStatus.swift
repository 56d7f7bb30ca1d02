/// Whether the imported catalog is whole: an import cut off midway keeps what it stored, and
/// says so until an import completes.
///
/// A complete catalog carries no count: every command that shows the catalog reads its status,
/// and counting 100,000 wines is a scan of its own (4 ms of a 30-ms `kiosk wine catalog`),
/// while only the partial warning says how many there are.
public enum CatalogStatus: Equatable, Sendable, Codable {
    /// The last import finished (or none ever started).
    case complete
    /// An import stopped before its end: the database holds `imported` wines of the
    /// `expected` the API announced.
    case partial(imported: Int, expected: Int)

    /// Whether the last import finished.
    public var isComplete: Bool { self == .complete }
}
