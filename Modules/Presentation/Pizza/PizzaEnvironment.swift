import Foundation
import UseCases

/// Everything Nenno's Pizza's view models and commands ask of the layers below: one function
/// per thing a person can do, and the time.
///
/// Built by `Composition` from the use cases (`init(shop:clock:)`); a test replaces any
/// function it cares about. Every function throws only `AppError`s.
public struct PizzaEnvironment: Sendable {
    /// The menu, live, or the cached copy with the reason the API could not be used.
    public var loadMenu: @Sendable () async throws -> MenuLoad
    /// The menu the last load saved, without the network; `nil` before the first load.
    public var savedMenu: @Sendable () throws -> Menu?
    /// The stored cart, with its checkout mark.
    public var cart: @Sendable () throws -> PizzaCart
    /// Adds an item to the cart; returns its line as it is now.
    public var addToCart: @Sendable (_ item: PizzaCartItem, _ quantity: Int) throws -> PizzaCartLine
    /// Removes a cart line; returns it.
    public var removeFromCart: @Sendable (_ line: PizzaCartLineID) throws -> PizzaCartLine
    /// Sets a cart line's quantity; returns the line as it is now.
    public var setQuantity: @Sendable (_ line: PizzaCartLineID, _ quantity: Int) throws -> PizzaCartLine
    /// Places the cart as an order; `again` confirms ordering a cart an earlier checkout may
    /// already have placed; with an expectation, only if the cart is still what was confirmed
    /// (else `AppError.conflict` saying what it holds now, and nothing is sent).
    public var checkout: @Sendable (_ again: Bool, _ expected: CheckoutExpectation<PizzaCartLine>?) async throws -> PizzaOrder
    /// A menu pizza with ingredients added and removed, priced by `menu`.
    public var customizePizza: @Sendable (_ pizza: String, _ adding: [String], _ removing: [String], _ menu: Menu) throws -> CartPizza
    /// A pizza from scratch with these ingredients, priced by `menu`.
    public var pizzaFromScratch: @Sendable (_ ingredients: [String], _ menu: Menu) throws -> CartPizza
    /// Every order placed, newest first.
    public var orders: @Sendable () throws -> [PizzaOrder]
    /// The time: the "ADDED TO CART" bar lasts by it.
    public var clock: Clock

    /// Every function from its closure.
    public init(
        loadMenu: @escaping @Sendable () async throws -> MenuLoad,
        cart: @escaping @Sendable () throws -> PizzaCart,
        addToCart: @escaping @Sendable (PizzaCartItem, Int) throws -> PizzaCartLine,
        removeFromCart: @escaping @Sendable (PizzaCartLineID) throws -> PizzaCartLine,
        setQuantity: @escaping @Sendable (PizzaCartLineID, Int) throws -> PizzaCartLine,
        checkout: @escaping @Sendable (Bool, CheckoutExpectation<PizzaCartLine>?) async throws -> PizzaOrder,
        customizePizza: @escaping @Sendable (String, [String], [String], Menu) throws -> CartPizza,
        pizzaFromScratch: @escaping @Sendable ([String], Menu) throws -> CartPizza,
        orders: @escaping @Sendable () throws -> [PizzaOrder],
        savedMenu: @escaping @Sendable () throws -> Menu? = { nil },
        clock: Clock
    ) {
        self.loadMenu = loadMenu
        self.savedMenu = savedMenu
        self.cart = cart
        self.addToCart = addToCart
        self.removeFromCart = removeFromCart
        self.setQuantity = setQuantity
        self.checkout = checkout
        self.customizePizza = customizePizza
        self.pizzaFromScratch = pizzaFromScratch
        self.orders = orders
        self.clock = clock
    }

    /// The functions over Nenno's use cases.
    public init(shop: PizzaShop, clock: Clock) {
        self.init(
            loadMenu: { try await shop.loadMenu() },
            cart: { try shop.cart() },
            addToCart: { try shop.addToCart($0, quantity: $1) },
            removeFromCart: { try shop.removeFromCart($0) },
            setQuantity: { try shop.setQuantity($0, quantity: $1) },
            checkout: { try await shop.checkout(again: $0, expecting: $1) },
            customizePizza: { try shop.customizePizza($0, adding: $1, removing: $2, menu: $3) },
            pizzaFromScratch: { try shop.customizePizza.fromScratch($0, menu: $1) },
            orders: { try shop.orders() },
            savedMenu: { try shop.loadMenu.saved()?.menu },
            clock: clock
        )
    }
}
