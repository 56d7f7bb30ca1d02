import Foundation
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct WineCatalogFeatureTests {
    let fixture = WineFeatureFixture()

    init() throws { try fixture.seed() }

    func page(_ ids: [Int], total: Int? = nil) -> CatalogPage {
        CatalogPage(wines: ids.map { id in WineFeatureFixture.wines.first { $0.id == id }! }, total: total ?? ids.count)
    }

    @Test func thePlaceholderSaysWhyAPageHasNoWineOneWayForEveryFrontEnd() {
        let none = CatalogPage(wines: [], total: 0)
        let unfiltered = CatalogQuery()
        let searched = CatalogQuery(search: "zzz")
        #expect(WineCatalogFeature.placeholder(for: nil, of: unfiltered)?.kind == .loading)
        #expect(WineCatalogFeature.placeholder(for: page([1]), of: unfiltered) == nil)
        #expect(WineCatalogFeature.placeholder(for: none, of: unfiltered, importing: true)?.kind == .importing)
        #expect(WineCatalogFeature.placeholder(for: none, of: unfiltered)?.title == "The catalog is empty.")
        #expect(WineCatalogFeature.placeholder(for: none, of: searched) == ListPlaceholder(kind: .noMatch, title: "No wine matches these filters."))
        #expect(WineCatalogFeature.placeholder(for: none, of: CatalogQuery(categoryIDs: [124]))?.kind == .noMatch)
        // NB: an offset past the last wine is not an empty catalog nor a failed search.
        let pastTheEnd = CatalogPage(wines: [], total: 8_349)
        #expect(WineCatalogFeature.placeholder(for: pastTheEnd, of: CatalogQuery(offset: 9_000)) == ListPlaceholder(kind: .noMatch, title: "No wine this far: 8,349 wines in all."))
        var state = WineCatalogFeature.State()
        state.page = none
        state.query = searched
        #expect(state.placeholder == WineCatalogFeature.placeholder(for: none, of: searched), "the screen's placeholder is the same decision")
    }

    @Test func appearingLoadsThePageCategoriesCartAndServiceState() async throws {
        try fixture.signIn()
        try fixture.club.cart.add(wineID: 3, quantity: 2)
        let store = TestStore<WineCatalogFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.appeared) { $0.isLoading = true }
        await store.receive(.pageLoaded(store.state.query, .success(page([2, 1, 3])))) { $0.isLoading = false; $0.page = page([2, 1, 3]) }
        await store.receive(.categoriesLoaded(.success([WineFeatureFixture.red, WineFeatureFixture.merlot]))) {
            $0.categories = [WineFeatureFixture.red, WineFeatureFixture.merlot]
        }
        await store.receive(.statusLoaded(.success(CatalogStatus.complete))) { $0.status = CatalogStatus.complete }
        await store.receive(.cartUpdated(.success(try fixture.club.cart.contents()))) { $0.cartQuantity = 2 }
        await store.receive(.serviceChecked(nil))
        await store.finish()
    }

    @Test func sortFilterAndSearchCombineAndResetTheOffset() async throws {
        var initial = WineCatalogFeature.State()
        initial.query.offset = 25
        let store = TestStore<WineCatalogFeature>(initialState: initial, environment: fixture.environment)
        await store.send(.categoryToggled(124)) { $0.query.categoryIDs = [124]; $0.query.offset = 0; $0.isLoading = true }
        await store.receive(.pageLoaded(store.state.query, .success(page([2, 1])))) { $0.isLoading = false; $0.page = page([2, 1]) }
        await store.send(.sortToggled) { $0.query.sort = .nameDescending; $0.isLoading = true }
        await store.receive(.pageLoaded(store.state.query, .success(page([1, 2])))) { $0.isLoading = false; $0.page = page([1, 2]) }
        await store.send(.searchChanged("duck")) { $0.query.search = "duck"; $0.isLoading = true }
        await store.receive(.pageLoaded(store.state.query, .success(page([1])))) { $0.isLoading = false; $0.page = page([1]) }
        await store.send(.categoryToggled(124)) { $0.query.categoryIDs = []; $0.isLoading = true }
        await store.receive(.pageLoaded(store.state.query, .success(page([1])))) { $0.isLoading = false }
        await store.finish()
    }

    @Test func comingBackKeepsTheQuery() async throws {
        var initial = WineCatalogFeature.State()
        initial.query = CatalogQuery(sort: .nameDescending, categoryIDs: [124], search: "a")
        let store = TestStore<WineCatalogFeature>(initialState: initial, environment: fixture.environment)
        await store.send(.appeared) { $0.isLoading = true }
        await store.receive(.pageLoaded(store.state.query, .success(page([2])))) { $0.isLoading = false; $0.page = page([2]) }
        await store.receive(.categoriesLoaded(.success([WineFeatureFixture.red, WineFeatureFixture.merlot]))) {
            $0.categories = [WineFeatureFixture.red, WineFeatureFixture.merlot]
        }
        await store.receive(.statusLoaded(.success(CatalogStatus.complete))) { $0.status = CatalogStatus.complete }
        await store.receive(.cartUpdated(.failure(.notSignedIn(reason: "No employee is signed in: sign in with `kiosk wine login --pin PIN`."))))
        await store.receive(.serviceChecked(nil))
        #expect(store.state.query == CatalogQuery(sort: .nameDescending, categoryIDs: [124], search: "a"))
        await store.finish()
    }

    @Test func pagingStopsAtTheEnds() async throws {
        var initial = WineCatalogFeature.State()
        initial.query.limit = 2
        initial.page = page([2, 1], total: 3)
        let store = TestStore<WineCatalogFeature>(initialState: initial, environment: fixture.environment)
        await store.send(.previousPagePressed)
        await store.send(.nextPagePressed) { $0.query.offset = 2; $0.isLoading = true }
        await store.receive(.pageLoaded(store.state.query, .success(page([3], total: 3)))) { $0.isLoading = false; $0.page = page([3], total: 3) }
        await store.send(.nextPagePressed)
        await store.finish()
    }

    @Test func theImportReportsProgressThenReloads() async throws {
        let store = TestStore<WineCatalogFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.importPressed) { $0.importProgress = ImportProgress() }
        await store.receive(.importProgressed(ImportProgress(categories: 2))) { $0.importProgress = ImportProgress(categories: 2) }
        await store.receive(.importProgressed(ImportProgress(categories: 2, imported: 3, total: 3))) {
            $0.importProgress = ImportProgress(categories: 2, imported: 3, total: 3)
        }
        await store.receive(.importFinished(nil)) { $0.importProgress = nil; $0.isLoading = true }
        await store.receive(.pageLoaded(store.state.query, .success(page([2, 1, 3])))) { $0.isLoading = false; $0.page = page([2, 1, 3]) }
        await store.receive(.categoriesLoaded(.success([WineFeatureFixture.red, WineFeatureFixture.merlot]))) {
            $0.categories = [WineFeatureFixture.red, WineFeatureFixture.merlot]
        }
        await store.receive(.statusLoaded(.success(CatalogStatus.complete))) { $0.status = CatalogStatus.complete }
        await store.finish()
    }

    @Test func anImportCutOffMidwayLeavesTheCatalogMarkedPartial() async throws {
        let cutOff = AppError.unavailable(service: "wine.com", reason: "closed the connection")
        fixture.gateway.serve(categories: [WineFeatureFixture.red], wines: WineFeatureFixture.wines, claimingTotal: 3_039)
        fixture.gateway.fail(atOffset: 3, with: cutOff)
        let store = TestStore<WineCatalogFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.importPressed) { $0.importProgress = ImportProgress() }
        await store.receive(.importProgressed(ImportProgress(categories: 1))) { $0.importProgress = ImportProgress(categories: 1) }
        await store.receive(.importProgressed(ImportProgress(categories: 1, imported: 3, total: 3_039))) {
            $0.importProgress = ImportProgress(categories: 1, imported: 3, total: 3_039)
        }
        await store.receive(.importFinished(cutOff)) {
            $0.importProgress = nil
            $0.serviceProblem = cutOff
            $0.isLoading = true
        }
        await store.receive(.pageLoaded(store.state.query, .success(page([2, 1, 3])))) { $0.isLoading = false; $0.page = page([2, 1, 3]) }
        await store.receive(.categoriesLoaded(.success([WineFeatureFixture.red, WineFeatureFixture.merlot]))) {
            $0.categories = [WineFeatureFixture.red, WineFeatureFixture.merlot]
        }
        await store.receive(.statusLoaded(.success(.partial(imported: 3, expected: 3_039)))) { $0.status = .partial(imported: 3, expected: 3_039) }
        #expect(store.state.partialWarning == "partial: 3 of 3,039 wines; run the import again")
        await store.finish()
    }

    @Test func anImportThatFailsForAnotherReasonStillSaysWhyOnceTheCatalogIsShownAgain() async throws {
        let broken = AppError.unexpected("wine.com sent a product without an id")
        fixture.gateway.serve(categories: [WineFeatureFixture.red], wines: WineFeatureFixture.wines, claimingTotal: 3_039)
        fixture.gateway.fail(atOffset: 3, with: broken)
        let store = TestStore<WineCatalogFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.importPressed) { $0.importProgress = ImportProgress() }
        await store.receive(.importProgressed(ImportProgress(categories: 1))) { $0.importProgress = ImportProgress(categories: 1) }
        await store.receive(.importProgressed(ImportProgress(categories: 1, imported: 3, total: 3_039))) {
            $0.importProgress = ImportProgress(categories: 1, imported: 3, total: 3_039)
        }
        await store.receive(.importFinished(broken)) { $0.importProgress = nil; $0.isLoading = true }
        await store.receive(.pageLoaded(store.state.query, .success(page([2, 1, 3])))) { $0.isLoading = false; $0.page = page([2, 1, 3]) }
        await store.receive(.categoriesLoaded(.success([WineFeatureFixture.red, WineFeatureFixture.merlot]))) {
            $0.categories = [WineFeatureFixture.red, WineFeatureFixture.merlot]
        }
        await store.receive(.statusLoaded(.success(.partial(imported: 3, expected: 3_039)))) { $0.status = .partial(imported: 3, expected: 3_039) }
        await store.receive(.importFailed(broken)) { $0.error = broken }
        #expect(store.state.serviceProblem == nil)
        await store.finish()
    }
}
