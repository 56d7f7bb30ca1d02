import Foundation
import Presentation
import TestSupport
import UseCases

/// The pizza environment over fakes, with a clock the test moves by hand.
struct PizzaTestEnvironment {
    let clock = TestClock(start: Date(timeIntervalSince1970: 1_750_000_000))
    let gateway: FakePizzaMenuGateway
    let checkout: FakePizzaCheckoutGateway
    let cart: InMemoryPizzaCartStore
    let cache: InMemoryPizzaMenuCache

    init(
        gateway: FakePizzaMenuGateway = FakePizzaMenuGateway(),
        checkout: FakePizzaCheckoutGateway = FakePizzaCheckoutGateway(),
        cart: InMemoryPizzaCartStore = InMemoryPizzaCartStore(),
        cache: InMemoryPizzaMenuCache = InMemoryPizzaMenuCache()
    ) {
        self.gateway = gateway
        self.checkout = checkout
        self.cart = cart
        self.cache = cache
    }

    var environment: PizzaEnvironment {
        PizzaEnvironment(
            shop: PizzaShop(menuGateway: gateway, checkoutGateway: checkout, cartStore: cart, menuCache: cache, clock: clock.clock),
            clock: clock.clock
        )
    }

    /// The line a first addition of `item` makes in an empty cart.
    static func firstLine(_ item: PizzaCartItem, quantity: Int = 1) -> PizzaCartLine {
        PizzaCartLine(id: PizzaCartLineID(1), item: item, quantity: quantity)
    }

    static func pizza(_ name: String, menu: Menu = .recorded) throws -> PizzaCartItem {
        .pizza(try CartPizza(menu.pizza(named: name), menu: menu))
    }
}
