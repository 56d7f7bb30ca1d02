import Domain
import Foundation
import Synchronization
import TestSupport
import Testing
import UseCases

@Suite struct WineCatalogUseCaseTests {
    let fixture = WineClubFixture()

    static func wines(_ count: Int) -> [Wine] {
        (1...count).map { Wine(id: $0, name: String(format: "Wine %05d", $0)) }
    }

    /// The import with every page stored on its own, as a slow server has it (see the batching
    /// tests below for a fast one).
    func pageByPageImport(_ catalog: InMemoryCatalogStore? = nil) -> ImportCatalog {
        ImportCatalog(gateway: fixture.gateway, catalog: catalog ?? fixture.catalog, clock: fixture.clock, batchSize: ImportCatalog.pageSize)
    }

    @Test func importStoresCategoriesThenEveryPageAndReportsProgress() async throws {
        fixture.gateway.serve(categories: [WineClubFixture.red], wines: Self.wines(250))
        let reports = ReportLog()
        let importCatalog = pageByPageImport()
        let result = try await importCatalog { reports.append($0) }
        #expect(result == ImportProgress(categories: 1, imported: 250, total: 250))
        #expect(fixture.gateway.requestedPages.first == 0)
        #expect(fixture.gateway.requestedPages.sorted() == [0, 100, 200])
        #expect(reports.all.map(\.imported).first == 0)
        #expect(reports.all.map(\.imported).last == 250)
        #expect(reports.all.count == 4)
        #expect(reports.all.map(\.imported) == reports.all.map(\.imported).sorted())
        #expect(try fixture.catalog.wineCount() == 250)
        #expect(try fixture.catalog.categories() == [WineClubFixture.red])
        #expect(fixture.catalog.importsFinished == 1)
    }

    @Test func anEmptyPageEndsTheImportWhateverTotalTheServerClaimed() async throws {
        fixture.gateway.serve(categories: [], wines: Self.wines(250), claimingTotal: 1_000_000)
        let result = try await pageByPageImport()()
        #expect(result == ImportProgress(categories: 0, imported: 250, total: 250))
        // The first page, the pages in flight when the first empty one came back, and one more
        // for each of the two full pages that came back before it.
        let asked = fixture.gateway.requestedPages.count
        #expect(asked <= 1 + ImportCatalog.concurrentPages + 2, "asked for \(asked) pages")
        #expect(try fixture.catalog.wineCount() == 250)
    }

    @Test func aFastServersPagesAreStoredInBatchesOfAtLeastTheBatchSize() async throws {
        fixture.gateway.serve(categories: [], wines: Self.wines(2_050))
        let reports = ReportLog()
        // The clock stands still: only the batch size decides when a batch is written.
        let importCatalog = ImportCatalog(gateway: fixture.gateway, catalog: fixture.catalog, clock: fixture.clock, batchSize: 500)
        let result = try await importCatalog { reports.append($0) }
        #expect(result.imported == 2_050)
        #expect(try fixture.catalog.wineCount() == 2_050)
        let stored = reports.all.map(\.imported)
        #expect(stored.first == 0)
        #expect(stored.dropFirst().first == 100)  // the first page, which tells the total
        let batches = zip(stored.dropFirst(2), stored.dropFirst()).map { $0 - $1 }
        #expect(batches.dropLast().allSatisfy { $0 >= 500 }, "batches: \(batches)")
        #expect(batches.reduce(0, +) == 1_950)
        #expect(batches.count <= 4)
    }

    @Test func aSlowServersPagesAreStoredAsTheyArrive() async throws {
        fixture.gateway.serve(categories: [], wines: Self.wines(450))
        let slow = SlowGateway(inner: fixture.gateway, clock: fixture.time)
        let reports = ReportLog()
        // Each page takes longer than the batch interval, so the batch size is never reached.
        let importCatalog = ImportCatalog(gateway: slow, catalog: fixture.catalog, clock: fixture.clock, concurrentPages: 1)
        let result = try await importCatalog { reports.append($0) }
        #expect(result.imported == 450)
        #expect(reports.all.map(\.imported) == [0, 100, 200, 300, 400, 450])
    }

    @Test func anImportThatFailsKeepsWhatItStoredAndARerunCompletes() async throws {
        let catalog = InMemoryCatalogStore(failingAfterWrites: 2)
        let fixture = WineClubFixture(catalog: catalog)
        fixture.gateway.serve(categories: [], wines: Self.wines(250))
        let importCatalog = ImportCatalog(gateway: fixture.gateway, catalog: catalog, clock: fixture.clock, batchSize: ImportCatalog.pageSize)
        await #expect(throws: AppError.self) { try await importCatalog() }
        #expect(try catalog.wineCount() == 100)
        #expect(catalog.importsFinished == 0)
        let result = try await importCatalog()
        #expect(result.imported == 250)
        #expect(try catalog.wineCount() == 250)
    }

    @Test func aFailedBatchWriteEndsTheImportWithTheStoresError() async throws {
        let catalog = InMemoryCatalogStore(failingAfterWrites: 2)
        let fixture = WineClubFixture(catalog: catalog)
        fixture.gateway.serve(categories: [], wines: Self.wines(1_000))
        await #expect(throws: AppError.storage(message: "Simulated crash.", recovery: "Run again.")) {
            let importCatalog = ImportCatalog(gateway: fixture.gateway, catalog: catalog, clock: fixture.clock, batchSize: 300)
            try await importCatalog()
        }
        #expect(try catalog.wineCount() == 100)
    }

    @Test func anUnreachableAPIFailsTheImportAndNothingElse() async throws {
        try fixture.seedCatalog()
        fixture.gateway.fail(with: .unavailable(service: "wine.com", reason: "cannot be reached (refused)"))
        await #expect(throws: AppError.unavailable(service: "wine.com", reason: "cannot be reached (refused)")) { try await fixture.club().importCatalog() }
        #expect(try fixture.club().browseCatalog(CatalogQuery()).total == 3)
        #expect(await fixture.club().checkService() != nil)
    }

    @Test func theImportStreamEndsWithTheError() async throws {
        fixture.gateway.serve(categories: [], wines: Self.wines(150))
        fixture.gateway.fail(atOffset: 100, with: .unavailable(service: "wine.com", reason: "x"))
        var seen: [Int] = []
        do {
            for try await progress in fixture.club().importCatalog.stream() { seen.append(progress.imported) }
            Issue.record("the stream should have failed")
        } catch {
            #expect(error as? AppError == .unavailable(service: "wine.com", reason: "x"))
        }
        #expect(seen == [0, 100])
    }

    /// Another kiosk's import holds the claim: this one waits (asking nothing of the API), and
    /// once that import finished the catalog, reports what it stored.
    @Test func anImportWaitsForAnotherKiosksImportAndReportsWhatItStored() async throws {
        fixture.gateway.serve(categories: [WineClubFixture.red], wines: Self.wines(250))
        let catalog = InMemoryCatalogStore()
        #expect(try catalog.claimImport(owner: "other kiosk") == .claimed)
        try catalog.importStarted(expected: 3)
        let looks = Mutex(0)
        let clock = Clock(now: { Date(timeIntervalSince1970: 0) }, sleep: { _ in
            // The other import finishes at this kiosk's third look.
            guard looks.withLock({ $0 += 1; return $0 }) == 3 else { return }
            try catalog.upsertCategories([WineClubFixture.red])
            try catalog.upsertWines(Self.wines(3))
            try catalog.importFinished()
            try catalog.releaseImport(owner: "other kiosk")
        })
        let result = try await ImportCatalog(gateway: fixture.gateway, catalog: catalog, clock: clock)()
        #expect(result == ImportProgress(categories: 1, imported: 3, total: 3, byAnotherImport: true))
        #expect(fixture.gateway.requestedPages.isEmpty)
        #expect(looks.withLock { $0 } == 3)
        #expect(try catalog.claimImport(owner: "a third kiosk") == .claimed)
    }

    /// The import waited for stopped halfway (its claim given up, the catalog partial): this
    /// one imports the whole catalog itself.
    @Test func anImportWaitingForOneThatStoppedHalfwayImportsItself() async throws {
        fixture.gateway.serve(categories: [WineClubFixture.red], wines: Self.wines(250))
        let catalog = InMemoryCatalogStore()
        #expect(try catalog.claimImport(owner: "other kiosk") == .claimed)
        try catalog.importStarted(expected: 250)
        try catalog.upsertWines(Self.wines(100))
        let clock = Clock(now: { Date(timeIntervalSince1970: 0) }, sleep: { _ in try catalog.releaseImport(owner: "other kiosk") })
        let result = try await ImportCatalog(gateway: fixture.gateway, catalog: catalog, clock: clock, batchSize: ImportCatalog.pageSize)()
        #expect(result == ImportProgress(categories: 1, imported: 250, total: 250))
        #expect(fixture.gateway.requestedPages.sorted() == [0, 100, 200])
        #expect(try catalog.unfinishedImport() == nil)
        #expect(try catalog.claimImport(owner: "a third kiosk") == .claimed)
    }

    @Test func browsingSortsFiltersAndSearches() throws {
        try fixture.seedCatalog()
        let club = fixture.club()
        #expect(try club.browseCatalog(CatalogQuery()).wines.map(\.id) == [2, 1, 3])
        #expect(try club.browseCatalog(CatalogQuery(sort: .nameDescending)).wines.map(\.id) == [3, 1, 2])
        #expect(try club.browseCatalog(CatalogQuery(categoryIDs: [124])).wines.map(\.id) == [2, 1])
        #expect(try club.browseCatalog(CatalogQuery(categoryIDs: [124, 138])).wines.map(\.id) == [1])
        #expect(try club.browseCatalog(CatalogQuery(search: "merl")).wines.map(\.id) == [1])
        #expect(try club.browseCatalog(CatalogQuery(categoryIDs: [124], search: "zin")).total == 0)
        #expect(try club.browseCatalog(CatalogQuery(limit: 1, offset: 1)).wines.map(\.id) == [1])
    }

    @Test func categoriesAreResolvedByIDOrNameWithoutCase() throws {
        try fixture.seedCatalog()
        #expect(try fixture.club().browseCatalog.resolveCategories(["124", "merlot", " NAPA valley "]) == [124, 138, 2398])
        #expect(throws: AppError.notFound(what: "Category \"Napa\"", suggestions: ["Napa Valley"])) {
            try fixture.club().browseCatalog.resolveCategories(["Napa"])
        }
    }

    @Test func categoriesAreListedByGroupThenByNameWithoutCaseOrAccents() throws {
        let catalog = InMemoryCatalogStore()
        try catalog.upsertCategories([
            WineCategory(id: 1, name: "rosé", group: .wineType), WineCategory(id: 2, name: "Sonoma", group: .appellation),
            WineCategory(id: 3, name: "Rhône", group: .region), WineCategory(id: 4, name: "Red Wine", group: .wineType),
            WineCategory(id: 5, name: "Rioja", group: .region), WineCategory(id: 6, name: "Merlot", group: .varietal),
            WineCategory(id: 7, name: "Rose Gold", group: .wineType),
        ])
        let names = try BrowseCatalog(catalog: catalog).categories().map(\.name)
        #expect(names == ["Red Wine", "rosé", "Rose Gold", "Merlot", "Rhône", "Rioja", "Sonoma"])
    }

    @Test func aNameInTwoGroupsResolvesToTheEarlierGroupsCategory() throws {
        let catalog = InMemoryCatalogStore()
        try catalog.upsertCategories([WineCategory(id: 9, name: "Port", group: .appellation), WineCategory(id: 8, name: "Port", group: .wineType)])
        #expect(try BrowseCatalog(catalog: catalog).resolveCategories(["port"]) == [8])
    }

    @Test func showingAnUnknownWineIsNotFound() throws {
        try fixture.seedCatalog()
        #expect(try fixture.club().showWine(id: 1).name == "Duckhorn Napa Merlot 2008")
        #expect(throws: AppError.notFound(what: "Wine 99")) { try fixture.club().showWine(id: 99) }
    }
}

/// Collects progress reports from a `@Sendable` callback.
final class ReportLog: Sendable {
    private let reports = Mutex<[ImportProgress]>([])
    func append(_ report: ImportProgress) { reports.withLock { $0.append(report) } }
    var all: [ImportProgress] { reports.withLock { $0 } }
}

/// A gateway whose pages each take two seconds of the manual clock.
struct SlowGateway: WineCatalogGateway {
    let inner: FakeWineCatalogGateway
    let clock: TestClock

    func categories() async throws -> [WineCategory] { try await inner.categories() }

    func catalogPage(offset: Int, size: Int) async throws -> CatalogPage {
        clock.advance(by: .seconds(2))
        return try await inner.catalogPage(offset: offset, size: size)
    }

    func checkReachable() async throws { try await inner.checkReachable() }
}
