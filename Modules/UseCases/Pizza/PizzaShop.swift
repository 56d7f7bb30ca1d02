import Domain

/// Every use case of Nenno's Pizza, built over the same ports: what `Composition` builds and
/// what the view models' environment is made from.
public struct PizzaShop: Sendable {
    /// Loads the menu, falling back to the cache.
    public let loadMenu: LoadMenu
    /// Builds priced pizzas from names.
    public let customizePizza: CustomizePizza
    /// Adds to the cart.
    public let addToCart: AddToPizzaCart
    /// Removes from the cart.
    public let removeFromCart: RemoveFromPizzaCart
    /// Sets a line's quantity.
    public let setQuantity: SetPizzaQuantity
    /// Places the order.
    public let checkout: PizzaCheckout
    /// The cart as stored, a checkout whose process is gone shown as uncertain.
    public let cart: LoadPizzaCart
    /// Every order placed, newest first.
    public let orders: @Sendable () throws -> [PizzaOrder]

    /// Builds every use case over the ports.
    public init(
        menuGateway: any PizzaMenuGateway,
        checkoutGateway: any PizzaCheckoutGateway,
        cartStore: any PizzaCartStore,
        menuCache: any PizzaMenuCache,
        clock: Clock,
        checkoutPresence: any PizzaCheckoutPresence = UnknownPizzaCheckoutPresence()
    ) {
        loadMenu = LoadMenu(gateway: menuGateway, cache: menuCache, clock: clock)
        customizePizza = CustomizePizza()
        addToCart = AddToPizzaCart(store: cartStore)
        removeFromCart = RemoveFromPizzaCart(store: cartStore)
        setQuantity = SetPizzaQuantity(store: cartStore)
        checkout = PizzaCheckout(store: cartStore, gateway: checkoutGateway, clock: clock, presence: checkoutPresence)
        cart = LoadPizzaCart(store: cartStore, clock: clock, presence: checkoutPresence)
        orders = { try cartStore.orders().reversed() }
    }
}
