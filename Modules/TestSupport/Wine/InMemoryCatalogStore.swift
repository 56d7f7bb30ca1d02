import Domain
import UseCases

/// A `CatalogStore` in memory, with the same query semantics as the SQLite one (every
/// category must match; every search word must start a word of the name).
public final class InMemoryCatalogStore: CatalogStore {
    private struct State {
        var wines: [Int: Wine] = [:]
        var categories: [Int: WineCategory] = [:]
        var writes = 0
        var finished = 0
        var unfinished: Int?
    }

    private let state = Locked(State())
    /// Fails the `failingAfterWrites`-th wine upsert (1-based), to model a crash mid-import.
    public let failingAfterWrites: Int?

    /// An empty catalog.
    public init(failingAfterWrites: Int? = nil) { self.failingAfterWrites = failingAfterWrites }

    /// How many wine upserts ran.
    public var writes: Int { state.withLock { $0.writes } }

    public func upsertCategories(_ categories: [WineCategory]) throws {
        state.withLock { state in for category in categories { state.categories[category.id] = category } }
    }

    public func upsertWines(_ wines: [Wine]) throws {
        try state.withLock { state in
            state.writes += 1
            if state.writes == failingAfterWrites { throw AppError.storage(message: "Simulated crash.", recovery: "Run again.") }
            for wine in wines { state.wines[wine.id] = wine }
        }
    }

    /// How many imports finished.
    public var importsFinished: Int { state.withLock { $0.finished } }

    public func importStarted(expected: Int) throws {
        state.withLock { $0.unfinished = expected }
    }

    public func importFinished() throws {
        state.withLock { $0.finished += 1; $0.unfinished = nil }
    }

    public func unfinishedImport() throws -> Int? { state.withLock { $0.unfinished } }

    public func categories() throws -> [WineCategory] {
        state.withLock { Array($0.categories.values) }
    }

    public func browse(_ query: CatalogQuery) throws -> CatalogPage {
        let words = query.searchWords
        let matching = state.withLock { Array($0.wines.values) }.filter { wine in
            let ids = Set(wine.categoryIDs)
            guard query.categoryIDs.allSatisfy(ids.contains) else { return false }
            let nameWords = wine.name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            return words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
        }
        let sorted = matching.sorted { lhs, rhs in
            let order = lhs.name.lowercased() == rhs.name.lowercased() ? lhs.id < rhs.id : lhs.name.lowercased() < rhs.name.lowercased()
            return query.sort == .nameAscending ? order : !order
        }
        return CatalogPage(wines: Array(sorted.dropFirst(query.offset).prefix(query.limit)), total: sorted.count)
    }

    public func wine(id: Int) throws -> Wine? { state.withLock { $0.wines[id] } }

    public func wines(ids: [Int]) throws -> [Int: Wine] {
        state.withLock { state in Dictionary(uniqueKeysWithValues: Set(ids).compactMap { id in state.wines[id].map { (id, $0) } }) }
    }

    public func wineCount() throws -> Int { state.withLock { $0.wines.count } }
}
