/// Whether the imported catalog is whole: an import cut off midway keeps what it stored, and
/// says so until an import completes.
///
/// A complete catalog carries no count: every command that shows the catalog reads its status,
/// and counting the wines is a scan of the whole table, while only the partial warning says
/// how many there are.
public enum CatalogStatus: Equatable, Sendable, Codable {
    /// The last import finished (or none ever started).
    case complete
    /// An import stopped before its end: the database holds `imported` wines of the
    /// `expected` the API announced.
    case partial(imported: Int, expected: Int)

    /// Whether the last import finished.
    public var isComplete: Bool { self == .complete }
}
