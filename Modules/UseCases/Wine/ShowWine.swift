import Domain

/// One wine's detail, from the database.
public struct ShowWine: Sendable {
    let catalog: any CatalogStore

    /// The use case over the catalog store.
    public init(catalog: any CatalogStore) { self.catalog = catalog }

    /// The wine with `id`.
    ///
    /// - Throws: `AppError.notFound` when it is not in the imported catalog.
    public func callAsFunction(id: Int) throws -> Wine {
        guard let wine = try catalog.wine(id: id) else {
            throw AppError.notFound(what: "Wine \(id)")
        }
        return wine
    }
}
