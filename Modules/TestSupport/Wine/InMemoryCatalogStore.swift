import Foundation
import Domain
import UseCases

/// A `CatalogStore` in memory, meaning what the SQLite and PostgreSQL ones mean: every category
/// must be one of the wine's (`Wine.categoryIDs`, any group), the search is `CatalogSearch`'s,
/// the order `CatalogSort`'s.
public final class InMemoryCatalogStore: CatalogStore {
    private struct State {
        var wines: [Int: Wine] = [:]
        var categories: [Int: WineCategory] = [:]
        var writes = 0
        var finished = 0
        var unfinished: Int?
        var claim: (owner: String, renewed: Date)?
        var bulkReadFailure: AppError?
    }

    private let state = Locked(State())
    /// Fails the `failingAfterWrites`-th wine upsert (1-based), to model a crash mid-import.
    public let failingAfterWrites: Int?

    /// An empty catalog.
    public init(failingAfterWrites: Int? = nil) { self.failingAfterWrites = failingAfterWrites }

    /// Makes `wines(ids:)` throw `error` from now on (nil: answer again), as a database that
    /// went away between a change and the read that shows it.
    public func failBulkReads(with error: AppError?) { state.withLock { $0.bulkReadFailure = error } }

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

    public func claimImport(owner: String) throws -> ImportClaim {
        state.withLock { state in
            if let held = state.claim, held.owner != owner, Date().timeIntervalSince(held.renewed) < ImportClaim.freshFor.timeInterval {
                return .heldElsewhere
            }
            state.claim = (owner, Date())
            return .claimed
        }
    }

    public func releaseImport(owner: String) throws {
        state.withLock { state in if state.claim?.owner == owner { state.claim = nil } }
    }

    public func categories() throws -> [WineCategory] {
        state.withLock { Array($0.categories.values) }
    }

    public func browse(_ query: CatalogQuery) throws -> CatalogPage {
        let search = CatalogSearch(query.search)
        let matching = state.withLock { Array($0.wines.values) }.filter { wine in
            let ids = Set(wine.categoryIDs)
            guard query.categoryIDs.allSatisfy(ids.contains) else { return false }
            return search.isEmpty || search.matches(nameWords: CatalogSearch.nameWords(of: wine.name))
        }
        let sorted = matching.sorted { query.sort.precedes($0.name, $0.id, $1.name, $1.id) }
        guard query.offset < sorted.count else { return CatalogPage(wines: [], total: sorted.count) }
        return CatalogPage(wines: Array(sorted[query.offset...].prefix(query.limit)), total: sorted.count)
    }

    public func wine(id: Int) throws -> Wine? { state.withLock { $0.wines[id] } }

    public func wines(ids: [Int]) throws -> [Int: Wine] {
        try state.withLock { state in
            if let failure = state.bulkReadFailure { throw failure }
            return Dictionary(uniqueKeysWithValues: Set(ids).compactMap { id in state.wines[id].map { (id, $0) } })
        }
    }

    public func wineCount() throws -> Int { state.withLock { $0.wines.count } }
}
