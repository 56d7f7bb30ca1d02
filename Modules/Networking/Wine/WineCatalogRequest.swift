import Foundation

/// The query of a wine.com `catalog` call, as the API spells it.
public struct WineCatalogRequest: Equatable, Sendable {
    /// A `sort` value: `name|ascending`, `rating|descending`…
    public struct Sort: Equatable, Sendable {
        /// The key: `name`, `rating`, `price`, `vintage`, `popularity`…
        public var key: String
        /// Whether ascending.
        public var ascending: Bool

        /// A sort.
        public init(key: String, ascending: Bool) {
            self.key = key
            self.ascending = ascending
        }
    }

    /// `filter=categories(a+b)`: a product must be in every one.
    public var categoryIDs: [Int]
    /// `filter=product(a+b)`: only these products.
    public var productIDs: [Int]
    /// `sort=…`, if any.
    public var sort: Sort?
    /// `offset=…`.
    public var offset: Int
    /// `size=…` (the API serves at most 100).
    public var size: Int
    /// `search=…`: words in the name; empty for none.
    public var search: String

    /// A query; by default the first 25 products, unfiltered, in the API's order.
    public init(categoryIDs: [Int] = [], productIDs: [Int] = [], sort: Sort? = nil, offset: Int = 0, size: Int = 25, search: String = "") {
        self.categoryIDs = categoryIDs
        self.productIDs = productIDs
        self.sort = sort
        self.offset = offset
        self.size = size
        self.search = search
    }
}
