import Foundation
import Presentation
import UseCases

/// Nenno's Pizza over fakes (the menu and checkout servers, the cart and the saved menu in
/// memory) with a clock the test moves by hand: the one Pizza kit of the view-model tests and
/// the front ends' tests, which reach the shop only through `environment`.
public struct PizzaTestEnvironment {
    /// The time: the "ADDED TO CART" bar waits on it until a test advances it.
    public let clock: TestClock
    /// The menu server.
    public let gateway: FakePizzaMenuGateway
    /// The checkout server.
    public let checkout: FakePizzaCheckoutGateway
    /// The cart.
    public let cart: InMemoryPizzaCartStore
    /// The menu saved from the last fetch.
    public let cache: InMemoryPizzaMenuCache

    /// The shop over these fakes; each left out is an empty one (a checkout server that fails
    /// the test if called).
    public init(
        clock: TestClock = TestClock(start: Date(timeIntervalSince1970: 1_750_000_000)),
        gateway: FakePizzaMenuGateway = FakePizzaMenuGateway(),
        checkout: FakePizzaCheckoutGateway = FakePizzaCheckoutGateway(),
        cart: InMemoryPizzaCartStore = InMemoryPizzaCartStore(),
        cache: InMemoryPizzaMenuCache = InMemoryPizzaMenuCache()
    ) {
        self.clock = clock
        self.gateway = gateway
        self.checkout = checkout
        self.cart = cart
        self.cache = cache
    }

    /// What the pizza features call, over the fakes.
    public var environment: PizzaEnvironment {
        PizzaEnvironment(
            shop: PizzaShop(menuGateway: gateway, checkoutGateway: checkout, cartStore: cart, menuCache: cache, clock: clock.clock),
            clock: clock.clock
        )
    }

    /// The line a first addition of `item` makes in an empty cart.
    public static func firstLine(_ item: PizzaCartItem, quantity: Int = 1) -> PizzaCartLine {
        PizzaCartLine(id: PizzaCartLineID(1), item: item, quantity: quantity)
    }

    /// The menu pizza named `name`, as a cart item.
    public static func pizza(_ name: String, menu: Menu = .recorded) throws -> PizzaCartItem {
        .pizza(try CartPizza(menu.pizza(named: name), menu: menu))
    }
}
