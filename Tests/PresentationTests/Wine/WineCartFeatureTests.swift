import Foundation
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct WineCartFeatureTests {
    let fixture = WineFeatureFixture()

    init() throws {
        try fixture.seed()
        try fixture.signIn()
    }

    @Test func theDetailShowsThePlaceholderOrTheDescriptionAndAddsAQuantity() async throws {
        let store = TestStore<WineDetailFeature>(initialState: .init(wineID: 1), environment: fixture.environment)
        await store.send(.appeared)
        await store.receive(.loaded(.success(WineFeatureFixture.wines[0]))) { $0.wine = WineFeatureFixture.wines[0] }
        #expect(store.state.descriptionText == Wine.descriptionPlaceholder)
        await store.send(.quantityChanged("0")) { $0.quantity = "0" }
        await store.send(.addPressed)
        let zero = AppError.validation(field: "quantity", rule: "must be at least 1; to take a wine out of the cart, remove its line")
        await store.receive(.added(.failure(zero))) { $0.error = zero }
        await store.send(.quantityChanged("3")) { $0.quantity = "3"; $0.error = nil }
        await store.send(.addPressed)
        await store.receive(.added(.success(CartContents(items: [CartItem(wine: WineFeatureFixture.wines[0], quantity: 3)])))) {
            $0.inCart = 3
            $0.quantity = "1"
        }
        await store.finish()
        #expect(WineDetailFeature.State(wineID: 2).descriptionText == "")
        #expect(WineFeatureFixture.wines[1].displayDescription == "Dark & dense.")
    }

    @Test func anUnknownWineIsNotFound() async {
        let store = TestStore<WineDetailFeature>(initialState: .init(wineID: 99), environment: fixture.environment)
        await store.send(.appeared)
        await store.receive(.loaded(.failure(.notFound(what: "Wine 99")))) { $0.error = .notFound(what: "Wine 99") }
        await store.finish()
    }

    @Test func theCartChangesAndChecksOut() async throws {
        try fixture.club.cart.add(wineID: 1, quantity: 1)
        try fixture.club.cart.add(wineID: 2, quantity: 2)
        let a = WineFeatureFixture.wines[0], b = WineFeatureFixture.wines[1]
        let store = TestStore<WineCartFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.appeared) { $0.isLoading = true }
        await store.receive(.cartResponse(.success(CartContents(items: [CartItem(wine: a, quantity: 1), CartItem(wine: b, quantity: 2)])))) {
            $0.isLoading = false
            $0.contents = CartContents(items: [CartItem(wine: a, quantity: 1), CartItem(wine: b, quantity: 2)])
        }
        #expect(store.state.totalQuantity == 3)
        await store.send(.quantitySet(wineID: 1, quantity: 0)) { $0.isLoading = true }
        await store.receive(.cartResponse(.failure(.validation(field: "quantity", rule: "must be at least 1; to take a wine out of the cart, remove its line")))) {
            $0.isLoading = false
            $0.error = .validation(field: "quantity", rule: "must be at least 1; to take a wine out of the cart, remove its line")
        }
        await store.send(.quantityTyped(wineID: 2, text: "x")) {
            $0.error = .validation(field: "quantity", rule: "must be a whole number from 1 to \(Quantity.maximum) (got \"x\")")
        }
        await store.send(.removePressed(1)) { $0.isLoading = true; $0.error = nil }
        await store.receive(.cartResponse(.success(CartContents(items: [CartItem(wine: b, quantity: 2)])))) {
            $0.isLoading = false
            $0.contents = CartContents(items: [CartItem(wine: b, quantity: 2)])
        }
        await store.send(.quantityStepped(wineID: 2, by: 1)) { $0.isLoading = true }
        await store.receive(.cartResponse(.success(CartContents(items: [CartItem(wine: b, quantity: 3)])))) {
            $0.isLoading = false
            $0.contents = CartContents(items: [CartItem(wine: b, quantity: 3)])
        }
        await store.send(.quantityTyped(wineID: 2, text: "2")) { $0.isLoading = true }
        await store.receive(.cartResponse(.success(CartContents(items: [CartItem(wine: b, quantity: 2)])))) {
            $0.isLoading = false
            $0.contents = CartContents(items: [CartItem(wine: b, quantity: 2)])
        }
        // Nothing is ordered without the confirmation, which names the cart as the store holds it.
        let two = CartContents(items: [CartItem(wine: b, quantity: 2)])
        await store.send(.checkoutPressed) { $0.isLoading = true }
        await store.receive(.checkoutAsked(.success(two))) { $0.isLoading = false; $0.confirmation.ask(two) }
        #expect(store.state.checkoutQuestion == "Place the order for 2 bottles (1 wine), no price?")
        await store.send(.checkoutCancelled) { $0.confirmation.withdraw() }
        await store.send(.checkoutConfirmed)
        await store.send(.checkoutPressed) { $0.isLoading = true }
        await store.receive(.checkoutAsked(.success(two))) { $0.isLoading = false; $0.confirmation.ask(two) }
        await store.send(.checkoutConfirmed) { $0.confirmation.withdraw(); $0.isLoading = true }
        let order = WineOrder(id: "W-000001", employeeID: 1, placedAt: WineFeatureFixture.now, lines: [WineOrder.Line(wineID: 2, name: "Aalto", quantity: 2)], employeeName: "Ana Lima")
        await store.receive(.checkoutResponse(.success(order))) {
            $0.isLoading = false
            $0.contents = CartContents(items: [])
        }
        await store.receive(.delegate(.orderPlaced(order)))
        await store.send(.checkoutPressed) { $0.isLoading = true }
        await store.receive(.checkoutAsked(.success(CartContents(items: [])))) {
            $0.isLoading = false
            $0.error = .validation(field: "cart", rule: "is empty; add a wine before checking out")
        }
        await store.finish()

        let thanks = TestStore<WineThankYouFeature>(initialState: .init(order: order), environment: fixture.environment)
        #expect(thanks.state.message == "Thank you! Your order number is W-000001.")
        await thanks.send(.newOrderPressed)
        await thanks.receive(.delegate(.newOrderStarted))
        await thanks.finish()
    }

    @Test func aCheckoutThatLostTheRaceSaysTheCartIsEmptyAndShowsItAsItIs() async throws {
        try fixture.club.cart.add(wineID: 1, quantity: 3)
        let a = WineFeatureFixture.wines[0]
        var initial = WineCartFeature.State()
        initial.contents = CartContents(items: [CartItem(wine: a, quantity: 3)])
        initial.confirmation.ask(initial.contents)
        let store = TestStore<WineCartFeature>(initialState: initial, environment: fixture.environment)
        // Another terminal checks the same cart out first.
        _ = try fixture.club.checkout()
        await store.send(.checkoutConfirmed) { $0.confirmation.withdraw(); $0.isLoading = true }
        let empty = AppError.validation(field: "cart", rule: "is empty; add a wine before checking out")
        await store.receive(.checkoutResponse(.failure(empty))) { $0.isLoading = false; $0.error = empty }
        await store.receive(.cartRefreshed(.success(CartContents(items: [])))) { $0.contents = CartContents(items: []) }
        await store.finish()
    }
}

/// A banner saying the store is away goes with the first good read of what it is about.
@MainActor
@Suite struct WineBannerTests {
    let fixture = WineFeatureFixture()
    static let away = AppError.unavailable(service: "PostgreSQL database store at 127.0.0.1:5432", reason: "the server is down")

    init() throws {
        try fixture.seed()
        try fixture.signIn()
    }

    @Test func theCartsStoreBeingAwayIsNoLongerSaidOnceTheCartIsReadAgain() async throws {
        var state = WineCartFeature.State()
        state.error = Self.away
        let store = TestStore<WineCartFeature>(initialState: state, environment: fixture.environment)
        await store.send(.cartRefreshed(.success(CartContents(items: [])))) { $0.error = nil }
        await store.finish()
    }

    @Test func aRefusalStaysAfterTheCartIsReadAgain() async throws {
        let refusal = AppError.validation(field: "cart", rule: "is empty; add a wine before checking out")
        var state = WineCartFeature.State()
        state.error = refusal
        let store = TestStore<WineCartFeature>(initialState: state, environment: fixture.environment)
        await store.send(.cartRefreshed(.success(CartContents(items: []))))
        #expect(store.state.error == refusal)
        await store.finish()
    }

    @Test func theCatalogsStoreBeingAwayIsNoLongerSaidOnceItsStatusIsReadAgain() async throws {
        var state = WineCatalogFeature.State()
        state.error = Self.away
        let store = TestStore<WineCatalogFeature>(initialState: state, environment: fixture.environment)
        let status = try fixture.environment.catalogStatus()
        await store.send(.statusLoaded(.success(status))) {
            $0.status = status
            $0.error = nil
        }
        await store.finish()
    }

    @Test func aSearchLongerThanTheLimitIsCutAndSaysSo() async throws {
        let store = TestStore<WineCatalogFeature>(initialState: .init(), environment: fixture.environment)
        let pasted = String(repeating: "x", count: CatalogQuery.maximumSearchLength + 5)
        await store.send(.searchChanged(pasted)) {
            $0.query.search = String(repeating: "x", count: CatalogQuery.maximumSearchLength)
            $0.searchCutNotice = "The search keeps its first 100 characters; the 5 characters after them were left out."
            $0.isLoading = true
        }
        let cut = try fixture.environment.catalogPage(store.state.query)
        await store.receive(.pageLoaded(store.state.query, .success(cut))) { $0.isLoading = false; $0.page = cut }
        await store.send(.searchChanged("merlot")) {
            $0.query.search = "merlot"
            $0.searchCutNotice = nil
            $0.isLoading = true
        }
        let found = try fixture.environment.catalogPage(store.state.query)
        await store.receive(.pageLoaded(store.state.query, .success(found))) { $0.isLoading = false; $0.page = found }
        await store.finish()
    }
}
