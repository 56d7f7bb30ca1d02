/// Something that can go on a pizza, with what it adds to the pizza's price.
public struct Ingredient: Hashable, Codable, Sendable, Identifiable {
    /// The API's identifier.
    public var id: IngredientID
    /// The name shown to people (any Unicode).
    public var name: String
    /// What the ingredient adds to a pizza's price; may be zero.
    public var price: Money

    /// An ingredient.
    public init(id: IngredientID, name: String, price: Money) {
        self.id = id
        self.name = name
        self.price = price
    }
}
