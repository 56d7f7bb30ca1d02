/// What the catalog screen asks for: a sort, categories that must all match, a text search
/// and a page.
public struct CatalogQuery: Equatable, Sendable, Codable {
    /// The largest page one query may ask for.
    public static let maximumLimit = 500
    /// What a page size field accepts: 1 to `maximumLimit` wines.
    public static let limitRule = FieldRule.number("limit", 1...maximumLimit)
    /// The most characters a search typed on a screen keeps (a longer paste is cut, and the
    /// screen says so).
    public static let maximumSearchLength = 100

    /// The order.
    public var sort: CatalogSort
    /// Category ids; a wine must belong to every one.
    public var categoryIDs: [Int]
    /// The search as typed; what it means is `CatalogSearch`'s.
    public var search: String
    /// The page size.
    public var limit: Int
    /// How many wines to skip.
    public var offset: Int

    /// A query; the defaults are the first page of 25, A→Z, unfiltered.
    public init(sort: CatalogSort = .nameAscending, categoryIDs: [Int] = [], search: String = "", limit: Int = 25, offset: Int = 0) {
        self.sort = sort
        self.categoryIDs = categoryIDs
        self.search = search
        self.limit = limit
        self.offset = offset
    }

    /// The search's words, as every store matches them (`CatalogSearch`).
    public var searchWords: [String] { CatalogSearch.words(of: search) }

    /// Checks the page bounds and the search.
    ///
    /// - Throws: `AppError.validation` naming `limit`, `offset` or `search`.
    public func validate() throws {
        guard (1...Self.maximumLimit).contains(limit) else {
            throw AppError.validation(field: "limit", rule: "must be from \(Self.limitRule.summary) (got \(limit))")
        }
        guard offset >= 0 else {
            throw AppError.validation(field: "offset", rule: "must be 0 or more (got \(offset))")
        }
        try CatalogSearch.validate(search)
    }
}
