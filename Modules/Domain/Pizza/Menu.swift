/// Everything Nenno's sells: the pizzas, the ingredients they are made of, and the drinks.
///
/// The price rule lives here: a pizza costs the base price plus the price of each of its
/// ingredients, in exact cents.
public struct Menu: Hashable, Codable, Sendable {
    /// What every pizza costs before its ingredients.
    public var basePrice: Money
    /// The pizzas, in the API's order.
    public var pizzas: [Pizza]
    /// The ingredients, in the API's order.
    public var ingredients: [Ingredient]
    /// The drinks, in the API's order.
    public var drinks: [Drink]

    /// A menu.
    public init(basePrice: Money, pizzas: [Pizza], ingredients: [Ingredient], drinks: [Drink]) {
        self.basePrice = basePrice
        self.pizzas = pizzas
        self.ingredients = ingredients
        self.drinks = drinks
    }

    /// An empty menu (nothing loaded yet).
    public static let empty = Menu(basePrice: .zero, pizzas: [], ingredients: [], drinks: [])

    // MARK: - Prices

    /// The ingredient with this identifier, if the menu has it.
    public func ingredient(_ id: IngredientID) -> Ingredient? {
        ingredients.first { $0.id == id }
    }

    /// The drink with this identifier, if the menu has it.
    public func drink(_ id: DrinkID) -> Drink? {
        drinks.first { $0.id == id }
    }

    /// The ingredients of `pizza` the menu knows, in the pizza's order.
    public func ingredients(of pizza: Pizza) -> [Ingredient] {
        pizza.ingredients.compactMap(ingredient)
    }

    /// The ingredient identifiers of `pizza` the menu does not know.
    public func unknownIngredients(in pizza: Pizza) -> [IngredientID] {
        pizza.ingredients.filter { ingredient($0) == nil }
    }

    /// The price of `pizza`: the base price plus its known ingredients' prices. A pizza with
    /// unknown ingredients is listed in `problems` and cannot be ordered.
    public func price(of pizza: Pizza) -> Money {
        ingredients(of: pizza).reduce(basePrice) { $0 + $1.price }
    }

    /// "Mozzarella, Tomato Sauce": the pizza's ingredient names, as the menu shows them.
    public func ingredientNames(of pizza: Pizza) -> String {
        ingredients(of: pizza).map(\.name).joined(separator: ", ")
    }

    /// What is wrong with this menu but does not stop it from being used.
    public var problems: [MenuProblem] {
        pizzas.compactMap { pizza in
            let unknown = unknownIngredients(in: pizza)
            return unknown.isEmpty ? nil : .unknownIngredients(pizza: pizza.name, ids: unknown)
        }
    }

    // MARK: - Lookup by what a person typed

    /// The pizza named `query` (any case), or numbered so in the menu (1 is the first).
    ///
    /// - Throws: `AppError.notFound` with the closest names.
    public func pizza(named query: String) throws -> Pizza {
        try MenuNameLookup.find(query, what: "pizza", in: pizzas.enumerated().map { ($1, $1.name, $0 + 1) })
    }

    /// The ingredient named `query` (any case) or with that identifier.
    ///
    /// - Throws: `AppError.notFound` with the closest names.
    public func ingredient(named query: String) throws -> Ingredient {
        try MenuNameLookup.find(query, what: "ingredient", in: ingredients.map { ($0, $0.name, $0.id.rawValue) })
    }

    /// The drink named `query` (any case) or with that identifier.
    ///
    /// - Throws: `AppError.notFound` with the closest names.
    public func drink(named query: String) throws -> Drink {
        try MenuNameLookup.find(query, what: "drink", in: drinks.map { ($0, $0.name, $0.id.rawValue) })
    }
}
