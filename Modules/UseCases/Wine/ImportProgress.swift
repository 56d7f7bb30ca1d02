/// How far a catalog import has got.
public struct ImportProgress: Equatable, Sendable, Codable {
    /// Categories stored.
    public var categories: Int
    /// Wines stored so far.
    public var imported: Int
    /// Wines the API says it has (0 until the first page arrives).
    public var total: Int
    /// Whether another process ran the import while this one waited for it: the figures are
    /// what it left stored.
    public var byAnotherImport: Bool

    /// A progress report.
    public init(categories: Int = 0, imported: Int = 0, total: Int = 0, byAnotherImport: Bool = false) {
        self.categories = categories
        self.imported = imported
        self.total = total
        self.byAnotherImport = byAnotherImport
    }

    /// The fraction done, 0 to 1.
    public var fraction: Double {
        total > 0 ? min(1, Double(imported) / Double(total)) : 0
    }
}
