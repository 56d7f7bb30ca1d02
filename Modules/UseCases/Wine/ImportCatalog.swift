import Domain

/// Imports the categories and then the whole catalog from the API into the database.
///
/// The first page tells the total; the other pages are then fetched `concurrentPages` at a
/// time (the API answers each in a round trip, so several in flight keep both ends busy) and
/// each is written as it arrives, in its own transaction. Pages are independent upserts, so
/// their order does not matter: a process killed mid-import leaves every committed page intact,
/// and a re-run upserts from the start and completes.
public struct ImportCatalog: Sendable {
    /// The page size: the largest the API serves.
    public static let pageSize = 100
    /// How many pages are in flight at once.
    public static let concurrentPages = 4

    let gateway: any WineCatalogGateway
    let catalog: any CatalogStore
    let pageSize: Int
    let concurrentPages: Int

    /// The use case over the API and the store.
    public init(gateway: any WineCatalogGateway, catalog: any CatalogStore, pageSize: Int = ImportCatalog.pageSize, concurrentPages: Int = ImportCatalog.concurrentPages) {
        self.gateway = gateway
        self.catalog = catalog
        self.pageSize = pageSize
        self.concurrentPages = max(1, concurrentPages)
    }

    /// Runs the import, reporting progress after the categories and after every page.
    ///
    /// - Throws: the gateway's `AppError` (what was stored before stays); `CancellationError`
    ///   when the task is cancelled.
    @discardableResult
    public func callAsFunction(progress: @Sendable (ImportProgress) -> Void = { _ in }) async throws -> ImportProgress {
        let categories = try await gateway.categories()
        try catalog.upsertCategories(categories)
        var state = ImportProgress(categories: categories.count)
        progress(state)

        let first = try await gateway.catalogPage(offset: 0, size: pageSize)
        try catalog.upsertWines(first.wines)
        state.total = first.total
        state.imported = first.wines.count
        progress(state)

        // NB: a server that caps the page below what was asked pages by its own size.
        let step = first.wines.isEmpty ? pageSize : min(pageSize, first.wines.count)
        var offsets = stride(from: first.wines.count, to: first.wines.isEmpty ? 0 : first.total, by: step).makeIterator()
        let gateway = self.gateway
        try await withThrowingTaskGroup(of: CatalogPage.self) { group in
            for _ in 0..<concurrentPages {
                guard let offset = offsets.next() else { break }
                group.addTask { try await gateway.catalogPage(offset: offset, size: step) }
            }
            while let page = try await group.next() {
                try Task.checkCancellation()
                try catalog.upsertWines(page.wines)
                state.imported += page.wines.count
                progress(state)
                if let offset = offsets.next() {
                    group.addTask { try await gateway.catalogPage(offset: offset, size: step) }
                }
            }
        }
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
