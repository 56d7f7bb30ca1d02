import Foundation
import Presentation
import Testing
import TestSupport

@MainActor
@Suite struct PizzaCartFeatureTests {
    func filledCart() throws -> PizzaCart {
        var cart = PizzaCart()
        try cart.add(PizzaTestEnvironment.pizza("Mare Bianco"), quantity: 3)
        try cart.add(.drink(Menu.recorded.drink(named: "Beer")), quantity: 2)
        return cart
    }

    @Test func appearingReadsTheCart() async throws {
        let cart = try filledCart()
        let store = TestStore<PizzaCartFeature>(initialState: PizzaCartState(), environment: PizzaTestEnvironment(cart: InMemoryPizzaCartStore(cart: cart)).environment)
        await store.send(.appeared)
        await store.receive(.cartLoaded(.success(cart))) {
            $0.cart = cart
            $0.isLoaded = true
        }
        #expect(store.state.canCheckout)
        #expect(store.state.cart.total.formatted == "$35.10")
        await store.finish()
    }

    @Test func removingALineUpdatesTheCart() async throws {
        let cart = try filledCart()
        let fakes = PizzaTestEnvironment(cart: InMemoryPizzaCartStore(cart: cart))
        var state = PizzaCartState()
        state.cart = cart
        state.isLoaded = true
        let store = TestStore<PizzaCartFeature>(initialState: state, environment: fakes.environment)
        await store.send(.moveDown) { $0.selection = 1 }
        var after = cart
        try after.remove(PizzaCartLineID(2))
        await store.send(.selectedRemovePressed)
        await store.receive(.lineRemoved(.success(after))) {
            $0.cart = after
            $0.selection = 0
        }
        await store.send(.removePressed(PizzaCartLineID(7)))
        await store.receive(.lineRemoved(.failure(.notFound(what: "cart line 7")))) { $0.error = .notFound(what: "cart line 7") }
        await store.finish()
        #expect(try fakes.cart.load() == after)
    }

    @Test func checkoutShowsTheThankYouAndEmptiesTheCart() async throws {
        let cart = try filledCart()
        let fakes = PizzaTestEnvironment(checkout: .echoing(), cart: InMemoryPizzaCartStore(cart: cart))
        var state = PizzaCartState()
        state.cart = cart
        state.isLoaded = true
        let store = TestStore<PizzaCartFeature>(initialState: state, environment: fakes.environment)
        let order = PizzaOrder(id: 1, placedAt: fakes.clock.now, lines: cart.lines)
        await store.send(.checkoutPressed) { $0.isCheckingOut = true }
        await store.receive(.checkoutFinished(.success(order))) {
            $0.isCheckingOut = false
            $0.placedOrder = order
            $0.cart.removeAll()
        }
        await store.send(.thankYouDismissed) { $0.placedOrder = nil }
        await store.finish()
        #expect(store.state.cart.isEmpty)
        #expect(try fakes.cart.load().isEmpty)
        #expect(fakes.checkout.requests.count == 1)
    }

    @Test func aFailedCheckoutKeepsTheCartAndSaysWhy() async throws {
        let cart = try filledCart()
        let failure = AppError.unavailable(service: "checkout", reason: "cannot be reached (connection refused)")
        let fakes = PizzaTestEnvironment(checkout: .failing(failure), cart: InMemoryPizzaCartStore(cart: cart))
        var state = PizzaCartState()
        state.cart = cart
        state.isLoaded = true
        let store = TestStore<PizzaCartFeature>(initialState: state, environment: fakes.environment)
        await store.send(.checkoutPressed) { $0.isCheckingOut = true }
        await store.receive(.checkoutFinished(.failure(failure))) {
            $0.isCheckingOut = false
            $0.error = failure
        }
        await store.finish()
        #expect(try fakes.cart.load() == cart)
    }

    @Test func anEmptyCartCannotCheckOut() async {
        var state = PizzaCartState()
        state.isLoaded = true
        let store = TestStore<PizzaCartFeature>(initialState: state, environment: PizzaTestEnvironment().environment)
        #expect(!store.state.canCheckout)
        await store.send(.checkoutPressed)
        await store.finish()
    }
}
