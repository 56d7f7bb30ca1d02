import Domain

/// A sorted, filtered, searched page of the imported catalog, read from the database only,
/// so it works with the API down.
public struct BrowseCatalog: Sendable {
    let catalog: any CatalogStore

    /// The use case over the catalog store.
    public init(catalog: any CatalogStore) { self.catalog = catalog }

    /// The page `query` asks for.
    ///
    /// - Throws: `AppError.validation` for a bad limit or offset.
    public func callAsFunction(_ query: CatalogQuery) throws -> CatalogPage {
        try query.validate()
        return try catalog.browse(query)
    }

    /// Whether the last import completed.
    public func status() throws -> CatalogStatus {
        CatalogStatus(imported: try catalog.wineCount(), expected: try catalog.unfinishedImport())
    }

    /// Every imported category.
    public func categories() throws -> [WineCategory] {
        try catalog.categories()
    }

    /// Resolves category arguments, each an id or a name (without case), to ids.
    ///
    /// - Throws: `AppError.notFound` naming the first one that matches no category, with the
    ///   closest names as suggestions.
    public func resolveCategories(_ arguments: [String]) throws -> [Int] {
        guard !arguments.isEmpty else { return [] }
        let all = try catalog.categories()
        return try arguments.map { argument in
            let text = argument.normalizedForUniqueness
            if let id = Int(text), all.contains(where: { $0.id == id }) { return id }
            if let match = all.first(where: { $0.name.normalizedForUniqueness == text }) { return match.id }
            let suggestions = all.filter { $0.name.lowercased().contains(text) }.prefix(3).map(\.name)
            throw AppError.notFound(what: "Category \"\(argument)\"", suggestions: Array(suggestions))
        }
    }
}
