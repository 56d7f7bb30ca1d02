import Foundation
import Testing
import TestSupport
import Domain
import UseCases

@Suite struct PizzaCheckoutTests {
    let clock = Clock.fixed(Date(timeIntervalSince1970: 1_750_000_000))
    let menu = Menu.recorded

    func filledStore() throws -> InMemoryPizzaCartStore {
        let store = InMemoryPizzaCartStore()
        let add = AddToPizzaCart(store: store)
        try add(.pizza(CustomizePizza()("Mare Bianco", menu: menu)), quantity: 3)
        try add(.drink(menu.drink(named: "Beer")), quantity: 2)
        return store
    }

    // MARK: Tests

    @Test func anEchoedOrderIsRecordedAndTheCartEmptied() async throws {
        let store = try filledStore()
        let gateway = FakePizzaCheckoutGateway.echoing()
        let order = try await PizzaCheckout(store: store, gateway: gateway, clock: clock)()
        #expect(gateway.requests.count == 1)
        #expect(gateway.requests[0].pizzas.count == 3)
        #expect(gateway.requests[0].drinks == [DrinkID(4), DrinkID(4)])
        #expect(order.id == 1)
        #expect(order.total == Money(cents: 2910 + 600))
        #expect(order.placedAt == clock.now())
        #expect(try store.load().isEmpty)
        #expect(try store.orders() == [order])
    }

    @Test func anEmptyCartIsNotSent() async throws {
        let gateway = FakePizzaCheckoutGateway()
        await #expect(throws: AppError.validation(field: "cart", rule: "is empty; add a pizza or a drink before checking out")) {
            try await PizzaCheckout(store: InMemoryPizzaCartStore(), gateway: gateway, clock: clock)()
        }
        #expect(gateway.requests.isEmpty)
    }

    @Test func aFailingServerLeavesTheCart() async throws {
        let store = try filledStore()
        let before = try store.load()
        let failure = AppError.unavailable(service: "checkout", reason: "answered HTTP 500")
        await #expect(throws: failure) {
            try await PizzaCheckout(store: store, gateway: FakePizzaCheckoutGateway.failing(failure), clock: clock)()
        }
        #expect(try store.load() == before)
        #expect(try store.orders().isEmpty)
    }

    @Test func anEchoThatDiffersFromWhatWasSentLeavesTheCart() async throws {
        let store = try filledStore()
        let before = try store.load()
        let gateway = FakePizzaCheckoutGateway { request in
            PizzaCheckoutRequest(pizzas: Array(request.pizzas.dropLast()), drinks: request.drinks)
        }
        await #expect(throws: AppError.unavailable(service: "checkout", reason: "the server received a different order than was sent; the cart is kept")) {
            try await PizzaCheckout(store: store, gateway: gateway, clock: clock)()
        }
        #expect(try store.load() == before)
        #expect(try store.orders().isEmpty)
    }

    @Test func anEchoWithoutJSONLeavesTheCart() async throws {
        let store = try filledStore()
        let before = try store.load()
        await #expect(throws: AppError.self) {
            try await PizzaCheckout(store: store, gateway: FakePizzaCheckoutGateway { _ in nil }, clock: clock)()
        }
        #expect(try store.load() == before)
    }
}
