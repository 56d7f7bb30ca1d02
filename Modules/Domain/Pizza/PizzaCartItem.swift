/// What a cart line holds: a pizza (from the menu, edited, or from scratch) or a drink.
public enum PizzaCartItem: Hashable, Codable, Sendable {
    /// A pizza, priced when it was added.
    case pizza(CartPizza)
    /// A drink, priced when it was added.
    case drink(Drink)

    /// What makes two items the same line: a drink by its identifier; a pizza by its name and
    /// its *set* of ingredients, so an edited Margherita that ends up with Margherita's
    /// ingredients joins the Margherita line, and ingredient order does not matter.
    public enum Key: Hashable, Sendable {
        /// A pizza's identity.
        case pizza(name: String, ingredients: Set<IngredientID>)
        /// A drink's identity.
        case drink(DrinkID)
    }

    /// The item's identity in the cart.
    public var key: Key {
        switch self {
        case let .pizza(pizza): return .pizza(name: pizza.name, ingredients: Set(pizza.ingredients.map(\.id)))
        case let .drink(drink): return .drink(drink.id)
        }
    }

    /// The name shown in the cart.
    public var name: String {
        switch self {
        case let .pizza(pizza): return pizza.name
        case let .drink(drink): return drink.name
        }
    }

    /// The price of one.
    public var price: Money {
        switch self {
        case let .pizza(pizza): return pizza.price
        case let .drink(drink): return drink.price
        }
    }
}
