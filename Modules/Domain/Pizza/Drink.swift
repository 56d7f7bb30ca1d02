/// A drink on the menu.
public struct Drink: Hashable, Codable, Sendable, Identifiable {
    /// The API's identifier; the checkout body lists drinks by it.
    public var id: DrinkID
    /// The name shown to people (any Unicode).
    public var name: String
    /// The price of one; may be zero.
    public var price: Money

    /// A drink.
    public init(id: DrinkID, name: String, price: Money) {
        self.id = id
        self.name = name
        self.price = price
    }
}
