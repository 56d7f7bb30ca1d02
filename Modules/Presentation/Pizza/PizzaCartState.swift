/// The cart screen ("CART"): the lines with their prices, the totals, DRINKS and CHECKOUT.
public struct PizzaCartState: Equatable, Sendable {
    /// The cart as last read from the store.
    public var cart = PizzaCart()
    /// Whether the cart has been read at least once.
    public var isLoaded = false
    /// The highlighted line.
    public var selection = 0
    /// Whether an order is being sent.
    public var isCheckingOut = false
    /// The order the server accepted: the front end shows the thank-you screen.
    public var placedOrder: PizzaOrder?
    /// The last failure (a checkout refused, a store error), shown until the next action.
    public var error: AppError?

    /// A cart screen that has not read the cart yet.
    public init() {}

    /// Whether CHECKOUT can be pressed.
    public var canCheckout: Bool { !cart.isEmpty && !isCheckingOut }

    /// The highlighted line, if any.
    public var selectedLine: PizzaCartLine? {
        cart.lines.indices.contains(selection) ? cart.lines[selection] : nil
    }
}
