import Foundation
import Presentation
import Testing
import TestSupport
import UseCases

@MainActor
@Suite struct PizzaCartFeatureTests {
    func filledCart() throws -> PizzaCart {
        var cart = PizzaCart()
        try cart.add(PizzaTestEnvironment.pizza("Mare Bianco"), quantity: 3)
        try cart.add(.drink(Menu.recorded.drink(named: "Beer")), quantity: 2)
        return cart
    }

    func loaded(_ cart: PizzaCart) -> PizzaCartFeature.State {
        var state = PizzaCartFeature.State()
        state.cart = cart
        state.isLoaded = true
        return state
    }

    @Test func appearingReadsTheCart() async throws {
        let cart = try filledCart()
        let store = TestStore<PizzaCartFeature>(initialState: PizzaCartFeature.State(), environment: PizzaTestEnvironment(cart: InMemoryPizzaCartStore(cart: cart)).environment)
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
        let store = TestStore<PizzaCartFeature>(initialState: loaded(cart), environment: fakes.environment)
        var after = cart
        try after.remove(PizzaCartLineID(2))
        await store.send(.removePressed(PizzaCartLineID(2)))
        await store.receive(.lineRemoved(try #require(cart.line(PizzaCartLineID(2)))))
        await store.receive(.cartChanged(.success(after))) { $0.cart = after }
        await store.send(.removePressed(PizzaCartLineID(7)))
        await store.receive(.cartChanged(.failure(.notFound(what: "cart line 7")))) { $0.error = .notFound(what: "cart line 7") }
        await store.finish()
        #expect(try fakes.cart.load() == after)
    }

    @Test func checkoutAsksFirstNamingTheTotalThenShowsTheThankYou() async throws {
        let cart = try filledCart()
        let fakes = PizzaTestEnvironment(checkout: .echoing(), cart: InMemoryPizzaCartStore(cart: cart))
        let store = TestStore<PizzaCartFeature>(initialState: loaded(cart), environment: fakes.environment)
        await store.send(.checkoutPressed)
        await store.receive(.checkoutAsked(.success(cart))) { $0.confirmation.ask(cart) }
        #expect(store.state.checkoutQuestion == "Place the order: 5 items, $35.10?")
        await store.send(.checkoutCancelled) { $0.confirmation.withdraw() }
        #expect(fakes.checkout.requests.isEmpty)
        await store.send(.checkoutPressed)
        await store.receive(.checkoutAsked(.success(cart))) { $0.confirmation.ask(cart) }
        let order = PizzaOrder(id: 1, placedAt: fakes.clock.now, lines: cart.lines)
        await store.send(.checkoutConfirmed) { $0.confirmation.withdraw(); $0.isCheckingOut = true }
        await store.receive(.checkoutFinished(.success(order))) {
            $0.isCheckingOut = false
            $0.cart.removeAll()
        }
        await store.receive(.delegate(.orderPlaced(order)))
        await store.finish()
        #expect(try fakes.cart.load().isEmpty)
        #expect(fakes.checkout.requests.count == 1)
    }

    @Test func aRefusedCheckoutKeepsTheCartAndSaysWhy() async throws {
        let cart = try filledCart()
        let failure = AppError.unavailable(service: "checkout", reason: "cannot be reached (connection refused)")
        let fakes = PizzaTestEnvironment(checkout: .failing(failure), cart: InMemoryPizzaCartStore(cart: cart))
        var state = loaded(cart)
        state.confirmation.ask(cart)
        let store = TestStore<PizzaCartFeature>(initialState: state, environment: fakes.environment)
        await store.send(.checkoutConfirmed) { $0.confirmation.withdraw(); $0.isCheckingOut = true }
        await store.receive(.checkoutFinished(.failure(failure))) {
            $0.isCheckingOut = false
            $0.checkoutFailed(failure)
        }
        await store.receive(.cartLoaded(.success(cart)))
        await store.finish()
        #expect(try fakes.cart.load() == cart)
        #expect(PizzaFeature.checkoutErrorText(failure) == "Checkout failed: checkout is unavailable: cannot be reached (connection refused)")
    }

    @Test func aCheckoutNobodyHeardBackFromMarksTheCartAndTheNextOneAsksAgainFirst() async throws {
        let cart = try filledCart()
        let gateway = FakePizzaCheckoutGateway { _ in throw PizzaCheckoutUncertain(reason: "did not answer in time (after 15 s)") }
        let fakes = PizzaTestEnvironment(checkout: gateway, cart: InMemoryPizzaCartStore(cart: cart))
        var state = loaded(cart)
        state.confirmation.ask(cart)
        let store = TestStore<PizzaCartFeature>(initialState: state, environment: fakes.environment)
        await store.send(.checkoutConfirmed) { $0.confirmation.withdraw(); $0.isCheckingOut = true }
        let unknown = AppError.outcomeUnknown(
            what: "The order (5 items, $35.10)", reason: "the checkout server did not answer in time (after 15 s)",
            advice: "The cart is kept and marked; check with the shop before ordering it again."
        )
        await store.receive(.checkoutFinished(.failure(unknown))) {
            $0.isCheckingOut = false
            $0.checkoutFailed(unknown)
        }
        var marked = cart
        marked.checkoutMark = .uncertain(UncertainCheckout(startedAt: fakes.clock.now, quantity: 5, total: Money(cents: 3510), reason: "did not answer in time (after 15 s)"))
        await store.receive(.cartLoaded(.success(marked))) { $0.cart = marked }
        // Not called a failure: nobody knows.
        #expect(PizzaFeature.checkoutErrorText(unknown).hasPrefix("The order (5 items, $35.10) may or may not have gone through"))
        #expect(marked.checkoutWarning?.hasPrefix("An earlier checkout of 5 items ($35.10) may have gone through") == true)

        // The next checkout says so in its question, and confirming it orders again.
        await store.send(.checkoutPressed) { $0.error = nil }
        await store.receive(.checkoutAsked(.success(marked))) { $0.confirmation.ask(marked) }
        #expect(store.state.checkoutQuestion == "An earlier checkout of 5 items ($35.10) may have gone through. Place the order: 5 items, $35.10?")
        await store.send(.checkoutConfirmed) { $0.confirmation.withdraw(); $0.isCheckingOut = true }
        await store.receive(.checkoutFinished(.failure(unknown))) { $0.isCheckingOut = false; $0.checkoutFailed(unknown) }
        await store.receive(.cartLoaded(.success(marked)))
        await store.finish()
        #expect(gateway.requests.count == 2)
    }

    @Test func anEmptyCartCannotCheckOut() async {
        let store = TestStore<PizzaCartFeature>(initialState: loaded(PizzaCart()), environment: PizzaTestEnvironment().environment)
        #expect(!store.state.canCheckout)
        await store.send(.checkoutPressed)
        await store.send(.checkoutConfirmed)
        await store.finish()
    }

    @Test func aLinesQuantityIsSetSteppedOrTypedUnderTheCartsRules() async throws {
        let cart = try filledCart()
        let fakes = PizzaTestEnvironment(cart: InMemoryPizzaCartStore(cart: cart))
        let store = TestStore<PizzaCartFeature>(initialState: loaded(cart), environment: fakes.environment)
        let beer = PizzaCartLineID(2)
        var after = cart
        try after.setQuantity(3, of: beer)
        await store.send(.quantityStepped(beer, by: 1))
        await store.receive(.cartChanged(.success(after))) { $0.cart = after }
        try after.setQuantity(12, of: beer)
        await store.send(.quantityTyped(beer, " 12 "))
        await store.receive(.cartChanged(.success(after))) { $0.cart = after }
        let zero = AppError.validation(field: "quantity", rule: "must be at least 1; remove the line to drop the item")
        await store.send(.quantitySet(beer, 0))
        await store.receive(.cartChanged(.failure(zero))) { $0.error = zero }
        await store.send(.quantityTyped(beer, "lots")) {
            $0.error = .validation(field: "quantity", rule: "must be a whole number (got \"lots\")")
        }
        let tooMany = AppError.validation(field: "quantity", rule: "must be between 1 and 99 (got 100)")
        await store.send(.quantityTyped(beer, "100")) { $0.error = nil }
        await store.receive(.cartChanged(.failure(tooMany))) { $0.error = tooMany }
        await store.finish()
        #expect(try fakes.cart.load() == after)
    }

    @Test func aRefusedQuantityIsSaidByItsRuleNotAsAFailedCheckout() {
        // The web showed "Checkout failed: quantity: must be between 1 and 99" for a quantity typed.
        var state = PizzaCartFeature.State()
        state.error = .validation(field: "quantity", rule: "must be between 1 and 99 (got 200)")
        #expect(state.errorText == "quantity: must be between 1 and 99 (got 200)")
        state.checkoutFailed(.unavailable(service: "Nenno's", reason: "down"))
        #expect(state.errorText == "Checkout failed: Nenno's is unavailable: down")
        state.error = nil
        #expect(state.errorText == nil && !state.isCheckoutError)
    }
}

/// A banner saying the store is away goes with the first good read; a checkout's failure stays.
@MainActor
@Suite struct PizzaCartBannerTests {
    static let away = AppError.unavailable(service: "PostgreSQL database store at 127.0.0.1:5432", reason: "the server is down")

    @Test func theStoreBeingAwayIsNoLongerSaidOnceTheCartIsReadAgain() async throws {
        var cart = PizzaCart()
        try cart.add(.drink(Menu.recorded.drink(named: "Beer")), quantity: 2)
        var state = PizzaCartFeature.State()
        state.error = Self.away
        let store = TestStore<PizzaCartFeature>(initialState: state, environment: PizzaTestEnvironment(cart: InMemoryPizzaCartStore(cart: cart)).environment)
        await store.send(.appeared)
        await store.receive(.cartLoaded(.success(cart))) {
            $0.cart = cart
            $0.isLoaded = true
            $0.error = nil
        }
        await store.finish()
    }

    @Test func aCheckoutsFailureStaysAfterTheCartIsReadAgain() async throws {
        var cart = PizzaCart()
        try cart.add(.drink(Menu.recorded.drink(named: "Beer")), quantity: 2)
        var state = PizzaCartFeature.State()
        state.checkoutFailed(Self.away)
        let store = TestStore<PizzaCartFeature>(initialState: state, environment: PizzaTestEnvironment(cart: InMemoryPizzaCartStore(cart: cart)).environment)
        await store.send(.appeared)
        await store.receive(.cartLoaded(.success(cart))) {
            $0.cart = cart
            $0.isLoaded = true
        }
        #expect(store.state.errorText == "Checkout failed: \(Self.away.message)")
        await store.finish()
    }
}
