/// The orders the catalog can be listed in.
public enum CatalogSort: String, CaseIterable, Sendable, Codable {
    /// Name A→Z (the default).
    case nameAscending = "name"
    /// Name Z→A.
    case nameDescending = "-name"

    /// The other direction.
    public var toggled: CatalogSort { self == .nameAscending ? .nameDescending : .nameAscending }
}
