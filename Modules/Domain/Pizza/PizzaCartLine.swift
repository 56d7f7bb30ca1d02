/// One line of the cart: an item and how many of it.
public struct PizzaCartLine: Hashable, Codable, Sendable, Identifiable {
    /// The line's number in the cart.
    public var id: PizzaCartLineID
    /// What the line holds.
    public var item: PizzaCartItem
    /// How many; always within `PizzaCart.quantityRange`.
    public var quantity: Int

    /// A line.
    public init(id: PizzaCartLineID, item: PizzaCartItem, quantity: Int) {
        self.id = id
        self.item = item
        self.quantity = quantity
    }

    /// The price of the whole line.
    public var total: Money { item.price * quantity }
}
