import Domain

/// The local copy of the catalog. Implemented in Persistence.
public protocol CatalogStore: Sendable {
    /// Adds or updates categories (one transaction).
    func upsertCategories(_ categories: [WineCategory]) throws
    /// Adds or updates wines (one transaction).
    func upsertWines(_ wines: [Wine]) throws
    /// Called when an import starts storing wines, with the total the API announced: until
    /// `importFinished()`, the catalog counts as partial, across processes and restarts.
    func importStarted(expected: Int) throws
    /// Called once a whole catalog is stored: the catalog is complete again, and the moment to
    /// refresh what queries are planned by.
    func importFinished() throws
    /// The total an unfinished import announced; `nil` when the last import finished.
    func unfinishedImport() throws -> Int?
    /// Claims the import for `owner` (a token the import chose) in one transaction: `.claimed`
    /// when no other owner's claim is fresh (`ImportClaim.freshFor`, by the database's clock);
    /// claiming again renews it. The default (a store only one process imports into) always
    /// grants it.
    func claimImport(owner: String) throws -> ImportClaim
    /// Gives up `owner`'s claim, if it still holds it.
    func releaseImport(owner: String) throws
    /// Every category, in no particular order (`BrowseCatalog.categories()` orders them).
    func categories() throws -> [WineCategory]
    /// The categories with the id `id`, or whose name's `normalizedForUniqueness` is `key`, in no
    /// particular order: what a `--category` argument can mean. A store that keeps the keys
    /// looks them up; the default reads every category.
    func categories(id: Int?, nameKey key: String) throws -> [WineCategory]
    /// A sorted, filtered, searched page.
    func browse(_ query: CatalogQuery) throws -> CatalogPage
    /// The wine with this id, if imported.
    func wine(id: Int) throws -> Wine?
    /// The wines with these ids that are imported.
    func wines(ids: [Int]) throws -> [Int: Wine]
    /// How many wines are imported.
    func wineCount() throws -> Int
}

extension CatalogStore {
    public func claimImport(owner: String) throws -> ImportClaim { .claimed }

    public func releaseImport(owner: String) throws {}

    public func categories(id: Int?, nameKey key: String) throws -> [WineCategory] {
        try categories().filter { $0.id == id || $0.name.normalizedForUniqueness.utf8.elementsEqual(key.utf8) }
    }
}
