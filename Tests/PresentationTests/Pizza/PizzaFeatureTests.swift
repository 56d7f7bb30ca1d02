import Foundation
import Presentation
import Testing
import TestSupport

/// Nenno's Pizza whole, as every front end runs it: pages over the menu, the one "ADDED TO
/// CART" bar for exactly three seconds on the injected clock, checkout → thank-you → a new
/// order from the menu.
@MainActor
@Suite struct PizzaFeatureTests {
    func loaded() -> PizzaFeature.State {
        var state = PizzaFeature.State()
        state.menu.status = .loaded
        state.menu.menu = .recorded
        state.menu.source = .live
        return state
    }

    @Test func addingShowsTheBarForExactlyThreeSecondsOnEveryPage() async throws {
        let fakes = PizzaTestEnvironment()
        let store = TestStore<PizzaFeature>(initialState: loaded(), environment: fakes.environment)
        let line = PizzaTestEnvironment.firstLine(try PizzaTestEnvironment.pizza("Mare Bianco"))
        await store.send(.menu(.addPressed(5)))
        await store.receive(.menu(.addedToCart(.success(line)))) { $0.notice = .addedToCart(line) }
        #expect(store.state.notice?.text == "ADDED TO CART")
        // The bar stays when the person moves on.
        await store.send(.open(.drinks)) {
            $0.pages.push(.drinks(PizzaDrinksFeature.State(drinks: Menu.recorded.drinks)))
        }
        await fakes.clock.waitUntilSleeping()
        #expect(fakes.clock.requestedSleeps == [.seconds(3)])
        fakes.clock.advance(by: .milliseconds(2999))
        #expect(fakes.clock.sleeping == 1)
        fakes.clock.advance(by: .milliseconds(1))
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }

    @Test func addingAgainWhileTheBarShowsRestartsIt() async throws {
        let fakes = PizzaTestEnvironment()
        let drinks = Menu.recorded.drinks
        var initial = loaded()
        initial.pages = ScreenStack([.drinks(PizzaDrinksFeature.State(drinks: drinks))])
        let store = TestStore<PizzaFeature>(initialState: initial, environment: fakes.environment)
        let first = PizzaTestEnvironment.firstLine(.drink(drinks[0]))
        var second = first
        second.quantity = 2
        await store.send(.page(1, .drinks(.addPressed(drinks[0].id))))
        await store.receive(.page(1, .drinks(.addedToCart(.success(first))))) { $0.notice = .addedToCart(first) }
        await fakes.clock.waitUntilSleeping()
        fakes.clock.advance(by: .seconds(2))
        await store.send(.page(1, .drinks(.addPressed(drinks[0].id))))
        await store.receive(.page(1, .drinks(.addedToCart(.success(second))))) { $0.notice = .addedToCart(second) }
        await fakes.clock.waitUntilSleeping()
        #expect(fakes.clock.requestedSleeps == [.seconds(3), .seconds(3)])
        fakes.clock.advance(by: .seconds(2))
        #expect(fakes.clock.sleeping == 1)
        fakes.clock.advance(by: .seconds(1))
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
    }

    @Test func checkoutLeadsToTheThankYouAndANewOrderStartsFromTheMenu() async throws {
        var cart = PizzaCart()
        try cart.add(PizzaTestEnvironment.pizza("Margherita"), quantity: 2)
        let fakes = PizzaTestEnvironment(checkout: .echoing(), cart: InMemoryPizzaCartStore(cart: cart))
        let store = TestStore<PizzaFeature>(initialState: loaded(), environment: fakes.environment)
        await store.send(.open(.cart)) {
            $0.pages.push(.cart(PizzaCartFeature.State()))
        }
        var shown = PizzaCartFeature.State()
        shown.cart = cart
        shown.isLoaded = true
        await store.receive(.page(1, .cart(.cartLoaded(.success(cart))))) { $0.pages[id: 1] = .cart(shown) }
        await store.send(.page(1, .cart(.checkoutPressed)))
        shown.confirmation.ask(cart)
        await store.receive(.page(1, .cart(.checkoutAsked(.success(cart))))) { $0.pages[id: 1] = .cart(shown) }
        shown.confirmation.withdraw()
        shown.isCheckingOut = true
        await store.send(.page(1, .cart(.checkoutConfirmed))) { $0.pages[id: 1] = .cart(shown) }
        let order = PizzaOrder(id: 1, placedAt: fakes.clock.now, lines: cart.lines)
        shown.isCheckingOut = false
        shown.cart.settle(order.lines)
        shown.cart.checkoutMark = nil
        await store.receive(.page(1, .cart(.checkoutFinished(.success(order))))) { $0.pages[id: 1] = .cart(shown) }
        await store.receive(.page(1, .cart(.delegate(.orderPlaced(order))))) {
            $0.pages.replaceAll(with: [.thankYou(PizzaThankYouFeature.State(order: order))])
        }
        #expect(store.state.pageTitle == "Thank you")
        await store.send(.page(2, .thankYou(.newOrderPressed)))
        await store.receive(.page(2, .thankYou(.delegate(.newOrderStarted)))) { $0.pages.removeAll() }
        await store.finish()
        #expect(try fakes.cart.load().isEmpty)
    }

    @Test func whileTheOrderIsOutThePersonStaysOnTheCart() async throws {
        var state = loaded()
        var sending = PizzaCartFeature.State()
        sending.isLoaded = true
        sending.isCheckingOut = true
        state.pages = ScreenStack([.cart(sending)])
        let store = TestStore<PizzaFeature>(initialState: state, environment: PizzaTestEnvironment().environment)
        #expect(store.state.isCheckingOut)
        await store.send(.back)
        await store.send(.open(.drinks))
        await store.send(.open(.editPizza(0)))
        await store.finish()
    }

    @Test func theCartAndDrinksNeverPileUp() async throws {
        let fakes = PizzaTestEnvironment()
        let store = TestStore<PizzaFeature>(initialState: loaded(), environment: fakes.environment)
        await store.send(.open(.editPizza(0))) {
            $0.pages.push(.editor(PizzaEditorFeature.State(menu: .recorded, pizza: Menu.recorded.pizzas[0])))
        }
        #expect(store.state.pageTitle == Menu.recorded.pizzas[0].name)
        await store.send(.open(.drinks)) {
            $0.pages.push(.drinks(PizzaDrinksFeature.State(drinks: Menu.recorded.drinks)))
        }
        await store.send(.open(.cart)) {
            $0.pages.push(.cart(PizzaCartFeature.State()))
        }
        var empty = PizzaCartFeature.State()
        empty.isLoaded = true
        await store.receive(.page(3, .cart(.cartLoaded(.success(PizzaCart()))))) { $0.pages[id: 3] = .cart(empty) }
        await store.send(.open(.drinks)) { $0.pages.bringToTop(id: 2) }
        await store.send(.back) { $0.pages.pop() }
        await store.receive(.page(3, .cart(.cartLoaded(.success(PizzaCart())))))
        await store.send(.open(.editPizza(99)))
        await store.finish()
    }

    @Test func theMenuAPIsTroubleShowsOnEveryPage() async {
        let down = AppError.unavailable(service: "Nenno's menu", reason: "answered HTTP 500")
        var state = loaded()
        state.menu.source = .cached(fetchedAt: Date(timeIntervalSince1970: 0), reason: down)
        state.pages = ScreenStack([.drinks(PizzaDrinksFeature.State(drinks: Menu.recorded.drinks))])
        #expect(state.serviceBanner == "Showing the saved menu: Nenno's menu is unavailable: answered HTTP 500")
        state.menu.source = .live
        state.menu.status = .failed(down)
        #expect(state.serviceBanner == "Can't load the menu: Nenno's menu is unavailable: answered HTTP 500")
    }

    @Test func theOrdersPageListsWhatWasOrderedNewestFirstAndReadsAgainWhenShown() async throws {
        var cart = PizzaCart()
        try cart.add(PizzaTestEnvironment.pizza("Margherita"))
        let fakes = PizzaTestEnvironment(checkout: .echoing(), cart: InMemoryPizzaCartStore(cart: cart))
        let first = try await fakes.environment.checkout(false, nil)
        try fakes.cart.update { try $0.add(.drink(Menu.recorded.drink(named: "Beer")), quantity: 2) }
        let second = try await fakes.environment.checkout(false, nil)
        let store = TestStore<PizzaFeature>(initialState: loaded(), environment: fakes.environment)
        await store.send(.open(.orders)) {
            $0.pages.push(.orders(.loading([])))
        }
        await store.receive(.page(1, .orders(.loaded(.success([second, first]))))) { $0.pages[id: 1] = .orders(.loaded([second, first])) }
        #expect(store.state.pageTitle == "Orders")
        #expect(store.state.orders == [second, first], "a receipt finds its order among the page's")
        await store.send(.showMenu) { $0.pages.removeAll() }
        #expect(store.state.orders.isEmpty)
        await store.finish()
    }
}
