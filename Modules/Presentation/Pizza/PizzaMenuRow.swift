/// A pizza as the menu shows it.
public struct PizzaMenuRow: Equatable, Sendable {
    /// The pizza.
    public var pizza: Pizza
    /// "Mozzarella, Tomato Sauce".
    public var ingredientNames: String
    /// Base price plus ingredients.
    public var price: Money
    /// False when the pizza names an ingredient the menu lacks.
    public var isOrderable: Bool

    /// A row.
    public init(pizza: Pizza, ingredientNames: String, price: Money, isOrderable: Bool) {
        self.pizza = pizza
        self.ingredientNames = ingredientNames
        self.price = price
        self.isOrderable = isOrderable
    }
}
