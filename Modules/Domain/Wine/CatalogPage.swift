/// One page of the catalog and how many wines match in all.
public struct CatalogPage: Equatable, Sendable, Codable {
    /// The wines of the page, in the query's order.
    public let wines: [Wine]
    /// How many wines match the query (all pages).
    public let total: Int

    /// A page.
    public init(wines: [Wine], total: Int) {
        self.wines = wines
        self.total = total
    }
}
