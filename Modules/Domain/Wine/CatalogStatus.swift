/// Whether the imported catalog is whole: an import cut off midway keeps what it stored, and
/// says so until an import completes.
public struct CatalogStatus: Equatable, Sendable, Codable {
    /// How many wines the database holds.
    public var imported: Int
    /// How many wines the API announced for an import that did not finish; `nil` when the last
    /// import finished (or none ever started).
    public var expected: Int?

    /// A status.
    public init(imported: Int, expected: Int? = nil) {
        self.imported = imported
        self.expected = expected
    }

    /// Whether the last import finished.
    public var isComplete: Bool { expected == nil }
}
