import Foundation

/// The query of a catalog or category map request, parsed leniently as wine.com did: unknown
/// filters and unreadable numbers fall back to the defaults rather than failing.
struct WineQuery: Sendable {
    /// Category ids every product must have (490, "wine", is dropped: everything is wine).
    var categoryIDs: [Int] = []
    /// Product ids, when `product(…)` is given.
    var productIDs: Set<Int>?
    var ratingRange: ClosedRange<Int>?
    var priceRange: ClosedRange<Double>?
    /// Lower-cased search words; each must occur in the name.
    var words: [String] = []
    var sortKey: WineCatalog.SortKey = .popularity
    var ascending = true
    var offset = 0
    var size = 5

    static let defaultSize = 5
    static let maximumSize = 100

    init(filters: [String] = [], search: String? = nil, sort: String? = nil, offset: String? = nil, size: String? = nil) {
        for filter in filters {
            for clause in Self.clauses(filter) {
                switch clause.name {
                case "categories": categoryIDs += Self.ids(in: clause.arguments).filter { $0 != 490 }
                case "product": productIDs = (productIDs ?? []).union(Self.ids(in: clause.arguments))
                case "rating":
                    let bounds = clause.arguments.split(separator: "|").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                    if let low = bounds.first { ratingRange = low...max(low, bounds.count > 1 ? bounds[1] : 100) }
                case "price":
                    let bounds = clause.arguments.split(separator: "|").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                    if let low = bounds.first { priceRange = low...max(low, bounds.count > 1 ? bounds[1] : .greatestFiniteMagnitude) }
                default: break
                }
            }
        }
        if let search {
            words = search.lowercased().split(whereSeparator: { $0 == " " || $0 == "+" }).map(String.init)
        }
        if let sort {
            let parts = sort.lowercased().split(separator: "|")
            if let key = parts.first.flatMap({ WineCatalog.SortKey(rawValue: String($0)) }) {
                sortKey = key
                ascending = parts.count < 2 || parts[1] != "descending"
            }
        }
        if let offset, let value = Int(offset), value >= 0 { self.offset = value }
        if let size, let value = Int(size), value > 0 { self.size = min(value, Self.maximumSize) }
    }

    /// Whether the query keeps every product (no filter, no search): its page is then a slice of
    /// the cached order, with no walk over the catalog.
    var isUnfiltered: Bool {
        productIDs == nil && categoryIDs.isEmpty && ratingRange == nil && priceRange == nil && words.isEmpty
    }

    /// Whether `product` passes every filter and the search.
    func matches(_ product: WineProduct) -> Bool {
        if let productIDs, !productIDs.contains(product.id) { return false }
        if !categoryIDs.isEmpty, !product.isIn(all: categoryIDs) { return false }
        if let ratingRange, !ratingRange.contains(product.rating) { return false }
        if let priceRange, !priceRange.contains(product.priceRetail) { return false }
        for word in words where !product.lowercasedName.contains(word) { return false }
        return true
    }

    /// `categories(1+2) product(3)` → [("categories", "1+2"), ("product", "3")].
    static func clauses(_ filter: String) -> [(name: String, arguments: String)] {
        var result: [(name: String, arguments: String)] = []
        var rest = Substring(filter)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " +")).lowercased()
            result.append((name, String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// The integers of `1+2 3,4`.
    static func ids(in text: String) -> [Int] {
        text.split(whereSeparator: { $0 == "+" || $0 == " " || $0 == "," }).compactMap { Int($0) }
    }
}
