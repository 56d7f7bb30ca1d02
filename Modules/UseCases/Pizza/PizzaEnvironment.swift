import Domain

/// Every dependency of Nenno's Pizza, built once by `Composition` and handed to the view models
/// and the CLI commands. Use cases are made from the ports on demand.
public struct PizzaEnvironment: Sendable {
    /// The menu API.
    public var menuGateway: any PizzaMenuGateway
    /// The checkout server.
    public var checkoutGateway: any PizzaCheckoutGateway
    /// The stored cart and orders.
    public var cartStore: any PizzaCartStore
    /// The cached menu.
    public var menuCache: any PizzaMenuCache
    /// The time (the "ADDED TO CART" notice and order dates use it).
    public var clock: Clock

    /// An environment from its ports.
    public init(
        menuGateway: any PizzaMenuGateway,
        checkoutGateway: any PizzaCheckoutGateway,
        cartStore: any PizzaCartStore,
        menuCache: any PizzaMenuCache,
        clock: Clock
    ) {
        self.menuGateway = menuGateway
        self.checkoutGateway = checkoutGateway
        self.cartStore = cartStore
        self.menuCache = menuCache
        self.clock = clock
    }

    /// Loads the menu, falling back to the cache.
    public var loadMenu: LoadMenu { LoadMenu(gateway: menuGateway, cache: menuCache, clock: clock) }
    /// Builds priced pizzas from names.
    public var customizePizza: CustomizePizza { CustomizePizza() }
    /// Adds to the cart.
    public var addToCart: AddToPizzaCart { AddToPizzaCart(store: cartStore) }
    /// Removes from the cart.
    public var removeFromCart: RemoveFromPizzaCart { RemoveFromPizzaCart(store: cartStore) }
    /// Places the order.
    public var checkout: PizzaCheckout { PizzaCheckout(store: cartStore, gateway: checkoutGateway, clock: clock) }
}
