import Domain

/// Imports the categories and then the whole catalog from the API into the database.
///
/// Pages of `pageSize` (100, the API's maximum) are fetched one after the other while the
/// previous page is written, each page in its own transaction: a process killed mid-import
/// leaves every committed page intact, and a re-run upserts from the start and completes.
public struct ImportCatalog: Sendable {
    /// The page size: the largest the API serves.
    public static let pageSize = 100

    let gateway: any WineCatalogGateway
    let catalog: any CatalogStore
    let pageSize: Int

    /// The use case over the API and the store.
    public init(gateway: any WineCatalogGateway, catalog: any CatalogStore, pageSize: Int = ImportCatalog.pageSize) {
        self.gateway = gateway
        self.catalog = catalog
        self.pageSize = pageSize
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

        var offset = 0
        var page = try await gateway.catalogPage(offset: offset, size: pageSize)
        while true {
            try Task.checkCancellation()
            state.total = page.total
            let nextOffset = offset + page.wines.count
            let hasMore = !page.wines.isEmpty && nextOffset < page.total
            // NB: fetch the next page while this one is written; the two take about as long.
            async let next: CatalogPage? = hasMore ? gateway.catalogPage(offset: nextOffset, size: pageSize) : nil
            do {
                try catalog.upsertWines(page.wines)
            } catch {
                _ = try? await next
                throw error
            }
            state.imported += page.wines.count
            progress(state)
            guard let following = try await next else { break }
            offset = nextOffset
            page = following
        }
        // NB: a catalog that shrank while paging ends early: what was stored is the total.
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
