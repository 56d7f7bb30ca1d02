import Domain
import Foundation

/// Imports the categories and then the whole catalog from the API into the database.
///
/// The first page tells the total; the other pages are then fetched `concurrentPages` at a
/// time (the API answers each in a round trip, so several in flight keep both ends busy).
///
/// Pages are stored in batches, each in its own transaction, written while the next pages
/// arrive. A batch is written when it holds `batchSize` wines or when `batchInterval` has passed
/// since the last one was: a fast server fills large batches (a SQLite transaction costs by the
/// pages of its indexes it touches, so 100 wines cost nearly what 1,000 do), a slow one has each
/// page stored, and progress shown, as it arrives. Batches are independent upserts, so their
/// order does not matter: a process killed mid-import leaves every committed batch intact, and a
/// re-run upserts from the start and completes.
///
/// The first page's total is trusted only until a page comes back empty: then the catalog has
/// ended, and no further page is asked for (a server claiming a million wines and serving a
/// few is not asked for ten thousand empty pages).
///
/// Of kiosks importing into one database at once, one imports: each claims the import first
/// (`CatalogStore.claimImport(owner:)`, decided in the database), and one that finds another's
/// claim fresh waits for it, then reports what it stored (or, when it stopped halfway, imports
/// itself).
public struct ImportCatalog: Sendable {
    /// The page size: the largest the API serves.
    public static let pageSize = 100
    /// How many pages are in flight at once. On the 2-core machine of `make bench` more is
    /// slower, the decoding then competing with the writer: 11,000 to 13,000 wines/s with 2 to
    /// 6 in flight against kiosk-mock, 9,700 with 12.
    public static let concurrentPages = 4
    /// The most wines stored in one transaction.
    public static let batchSize = 5_000
    /// The longest the stored progress lags behind what has arrived.
    public static let batchInterval: Duration = .milliseconds(500)

    let gateway: any WineCatalogGateway
    let catalog: any CatalogStore
    let clock: Clock
    let pageSize: Int
    let concurrentPages: Int
    let batchSize: Int
    let batchInterval: Duration

    /// The use case over the API and the store.
    public init(
        gateway: any WineCatalogGateway, catalog: any CatalogStore, clock: Clock,
        pageSize: Int = ImportCatalog.pageSize, concurrentPages: Int = ImportCatalog.concurrentPages,
        batchSize: Int = ImportCatalog.batchSize, batchInterval: Duration = ImportCatalog.batchInterval
    ) {
        self.gateway = gateway
        self.catalog = catalog
        self.clock = clock
        self.pageSize = pageSize
        self.concurrentPages = max(1, concurrentPages)
        self.batchSize = max(1, batchSize)
        self.batchInterval = batchInterval
    }

    /// Runs the import, reporting progress after the categories and after every stored batch.
    ///
    /// - Throws: the gateway's or the store's `AppError` (what was stored before stays);
    ///   `CancellationError` when the task is cancelled.
    @discardableResult
    public func callAsFunction(progress: @Sendable (ImportProgress) -> Void = { _ in }) async throws -> ImportProgress {
        let owner = UUID().uuidString
        if let joined = try await waitForAnotherImport(owner: owner) {
            progress(joined)
            return joined
        }
        do {
            let result = try await run(owner: owner, progress: progress)
            try catalog.releaseImport(owner: owner)
            return result
        } catch {
            // NB: a kiosk waiting for this import takes over at once instead of when the claim
            // goes stale.
            try? catalog.releaseImport(owner: owner)
            throw error
        }
    }

    /// How long a kiosk waiting for another's import waits between looks at its claim.
    static let waitingInterval: Duration = .milliseconds(250)

    /// Claims the import for `owner`; while another import's claim is fresh, waits for it.
    ///
    /// - Returns: what the other import left stored, once it finished the catalog; nil when
    ///   `owner` holds the claim and is to import (no other import, or one that stopped halfway).
    private func waitForAnotherImport(owner: String) async throws -> ImportProgress? {
        guard try catalog.claimImport(owner: owner) == .heldElsewhere else { return nil }
        repeat {
            try await clock.sleep(Self.waitingInterval)
        } while try catalog.claimImport(owner: owner) == .heldElsewhere
        guard try catalog.unfinishedImport() == nil else { return nil }
        try catalog.releaseImport(owner: owner)
        let wines = try catalog.wineCount()
        return ImportProgress(categories: try catalog.categories().count, imported: wines, total: wines, byAnotherImport: true)
    }

    /// The import itself, by `owner`, which holds the claim and renews it with every batch.
    private func run(owner: String, progress: @Sendable (ImportProgress) -> Void) async throws -> ImportProgress {
        let categories = try await gateway.categories()
        try catalog.upsertCategories(categories)
        var state = ImportProgress(categories: categories.count)
        progress(state)

        let first = try await gateway.catalogPage(offset: 0, size: pageSize)
        try catalog.importStarted(expected: first.total)
        try catalog.upsertWines(first.wines)
        state.total = first.total
        state.imported = first.wines.count
        progress(state)

        // NB: a server that caps the page below what was asked pages by its own size.
        let step = first.wines.isEmpty ? pageSize : min(pageSize, first.wines.count)
        var offsets = stride(from: first.wines.count, to: first.wines.isEmpty ? 0 : first.total, by: step).makeIterator()
        var writer = ImportBatchWriter(catalog: catalog, clock: clock, size: batchSize, interval: batchInterval)
        do {
            let gateway = self.gateway
            let inFlight = concurrentPages
            try await withThrowingTaskGroup(of: CatalogPage.self) { group in
                for _ in 0..<concurrentPages {
                    guard let offset = offsets.next() else { break }
                    group.addTask { try await gateway.catalogPage(offset: offset, size: step, inFlight: inFlight) }
                }
                var ended = false
                while let page = try await group.next() {
                    try Task.checkCancellation()
                    writer.buffer += page.wines
                    if page.wines.isEmpty { ended = true }
                    // NB: decided before the next page is asked for, so that page's time counts
                    // towards the next batch, not this one.
                    let due = writer.isDue()
                    if !ended, let offset = offsets.next() {
                        group.addTask { try await gateway.catalogPage(offset: offset, size: step, inFlight: inFlight) }
                    }
                    if due {
                        _ = try catalog.claimImport(owner: owner)
                        try await writer.write(reporting: &state, to: progress)
                    }
                }
            }
            try await writer.write(reporting: &state, to: progress)
            try await writer.finish(reporting: &state, to: progress)
        } catch {
            // NB: the batch being written still lands (or fails) before the error is reported,
            // so nothing is written after this returns and the last report is what was stored.
            try? await writer.finish(reporting: &state, to: progress)
            throw error
        }
        try catalog.importFinished()
        // NB: a catalog that shrank while paging ends with short pages: what was stored is the total.
        state.total = state.imported
        return state
    }
}

/// The same import as a stream of progress reports, for front ends that render as it goes.
extension ImportCatalog {
    /// The progress reports, ending with the last one, or with the import's error.
    public func stream() -> AsyncThrowingStream<ImportProgress, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await self { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
