import Domain
import Foundation

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
        guard let expected = try catalog.unfinishedImport() else { return .complete }
        return .partial(imported: try catalog.wineCount(), expected: expected)
    }

    /// Every imported category, by group (as `WineCategoryGroup` lists them), then by name
    /// as a person reads it (case and accents aside).
    public func categories() throws -> [WineCategory] {
        Self.ordered(try catalog.categories())
    }

    /// `categories` by group, then by name.
    ///
    /// NB: here, not in the stores, so the order is the same whatever holds the catalog, and
    /// only what shows the list pays for it: the first localized comparison loads the
    /// collation tables, which `kiosk wine catalog --category "Red Wine"` (only resolving a
    /// name) need not.
    static func ordered(_ categories: [WineCategory]) -> [WineCategory] {
        let order = WineCategoryGroup.allCases
        return categories.sorted { lhs, rhs in
            if lhs.group != rhs.group { return order.firstIndex(of: lhs.group)! < order.firstIndex(of: rhs.group)! }
            return lhs.name.localizedCaseInsensitiveCompare(rhs.name) == .orderedAscending
        }
    }

    /// Resolves category arguments, each an id or a name (without case), to ids.
    ///
    /// - Throws: `AppError.notFound` naming the first one that matches no category, with the
    ///   closest names as suggestions.
    public func resolveCategories(_ arguments: [String]) throws -> [Int] {
        guard !arguments.isEmpty else { return [] }
        return try arguments.map { argument in
            let text = argument.normalizedForUniqueness
            let id = Int(text)
            // NB: the store finds the candidates by id and by name key; every category is read
            // only for the suggestions of an argument that matches none.
            let candidates = try catalog.categories(id: id, nameKey: text)
            if let id, candidates.contains(where: { $0.id == id }) { return id }
            // NB: a name in two groups resolves to the first group's, as listed.
            let matches = candidates.filter { $0.name.normalizedForUniqueness == text }
            if let match = matches.min(by: { WineCategoryGroup.allCases.firstIndex(of: $0.group)! < WineCategoryGroup.allCases.firstIndex(of: $1.group)! }) {
                return match.id
            }
            let suggestions = Self.ordered(try catalog.categories().filter { $0.name.lowercased().contains(text) }).prefix(3).map(\.name)
            throw AppError.notFound(what: "Category \"\(argument)\"", suggestions: Array(suggestions))
        }
    }
}
