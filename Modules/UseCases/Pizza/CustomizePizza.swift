import Domain

/// Turns what a person asked for ("Margherita, add Tuna, remove Tomato Sauce", or a pizza from
/// scratch) into a priced pizza for the cart, naming any pizza or ingredient it cannot find.
public struct CustomizePizza: Sendable {
    /// The use case (it needs nothing but the menu it is given).
    public init() {}

    /// A menu pizza with ingredients added and removed.
    ///
    /// - Parameters:
    ///   - pizza: the pizza's name (any case) or its number in the menu.
    ///   - adding: ingredient names or ids to put on.
    ///   - removing: ingredient names or ids to take off.
    /// - Throws: `AppError.notFound` (with suggestions) for an unknown pizza or ingredient;
    ///   `AppError.validation` for removing an ingredient the pizza lacks, adding one it has,
    ///   leaving it with no ingredient, or a pizza the menu cannot price.
    public func callAsFunction(_ pizza: String, adding: [String] = [], removing: [String] = [], menu: Menu) throws -> CartPizza {
        var edited = try menu.pizza(named: pizza)
        for name in removing { try edited.remove(menu.ingredient(named: name)) }
        for name in adding { try edited.add(menu.ingredient(named: name)) }
        return try CartPizza(edited, menu: menu)
    }

    /// A pizza from scratch ("Custom") with these ingredients, in this order.
    ///
    /// - Throws: `AppError.notFound` for an unknown ingredient; `AppError.validation` for none
    ///   at all or one named twice.
    public func fromScratch(_ ingredients: [String], menu: Menu) throws -> CartPizza {
        var pizza = Pizza(name: Pizza.customName, ingredients: [])
        for name in ingredients { try pizza.add(menu.ingredient(named: name)) }
        return try CartPizza(pizza, menu: menu)
    }
}
