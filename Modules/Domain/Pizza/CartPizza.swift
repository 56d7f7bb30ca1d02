/// A pizza as it goes into the cart: its name and ingredients with the prices they had when it
/// was added, so the cart keeps its prices and names even when the menu changes or cannot be
/// loaded.
public struct CartPizza: Hashable, Codable, Sendable {
    /// The pizza's name (a menu pizza keeps its name when edited; one from scratch is "Custom").
    public var name: String
    /// The ingredients, in the pizza's order, with their prices.
    public var ingredients: [Ingredient]
    /// The picture, sent along at checkout.
    public var imageURL: String?
    /// The menu's base price when the pizza was added.
    public var basePrice: Money

    /// A cart pizza from its parts.
    public init(name: String, ingredients: [Ingredient], imageURL: String?, basePrice: Money) {
        self.name = name
        self.ingredients = ingredients
        self.imageURL = imageURL
        self.basePrice = basePrice
    }

    /// Prices `pizza` with `menu`.
    ///
    /// - Throws: `AppError.validation` when the pizza has no ingredient or one the menu does not
    ///   know (its price would be a guess).
    public init(_ pizza: Pizza, menu: Menu) throws {
        guard !pizza.ingredients.isEmpty else {
            throw AppError.validation(field: "ingredients", rule: "a pizza needs at least one ingredient")
        }
        let unknown = menu.unknownIngredients(in: pizza)
        guard unknown.isEmpty else {
            throw AppError.validation(
                field: "pizza",
                rule: "\"\(pizza.name)\" lists ingredients the menu does not have (\(unknown.map(\.description).joined(separator: ", "))), so it cannot be priced"
            )
        }
        self.init(name: pizza.name, ingredients: menu.ingredients(of: pizza), imageURL: pizza.imageURL, basePrice: menu.basePrice)
    }

    /// The price of one: base price plus every ingredient.
    public var price: Money {
        ingredients.reduce(basePrice) { $0 + $1.price }
    }

    /// The pizza as the checkout sends it.
    public var pizza: Pizza {
        Pizza(name: name, ingredients: ingredients.map(\.id), imageURL: imageURL)
    }

    /// "Mozzarella, Tomato Sauce".
    public var ingredientNames: String {
        ingredients.map(\.name).joined(separator: ", ")
    }
}
