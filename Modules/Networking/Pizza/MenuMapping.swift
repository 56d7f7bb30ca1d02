import Domain

/// Turns the three menu bodies into a `Menu`, rejecting what would make the menu ambiguous
/// (an empty name, two items with one id) with the JSON path of the offending value.
///
/// What the app can live with is kept: a pizza without an image, an unsorted ingredient list,
/// two pizzas with the same ingredients, zero prices, a pizza naming an unknown ingredient
/// (reported by `Menu.problems`, not here).
enum MenuMapping {
    /// The menu, or `APIError.badResponse` naming the body (`ingredients`, `drinks`, `pizzas`)
    /// and the JSON path.
    static func menu(ingredients: [MenuItemDTO], drinks: [MenuItemDTO], pizzas: PizzaMenuDTO) throws -> Menu {
        try checkItems(ingredients, body: "ingredients")
        try checkItems(drinks, body: "drinks")
        for (index, pizza) in pizzas.pizzas.enumerated() {
            try checkName(pizza.name, path: "pizzas $.pizzas[\(index)].name")
        }
        return Menu(
            basePrice: pizzas.basePrice.money,
            pizzas: pizzas.pizzas.map { pizza in
                Pizza(
                    name: pizza.name,
                    ingredients: pizza.ingredients.map { IngredientID($0) },
                    // NB: an empty imageUrl is as good as none.
                    imageURL: pizza.imageUrl.flatMap { $0.isEmpty ? nil : $0 }
                )
            },
            ingredients: ingredients.map { Ingredient(id: IngredientID($0.id), name: $0.name, price: $0.price.money) },
            drinks: drinks.map { Drink(id: DrinkID($0.id), name: $0.name, price: $0.price.money) }
        )
    }

    private static func checkItems(_ items: [MenuItemDTO], body: String) throws {
        var seen: [Int: Int] = [:]
        for (index, item) in items.enumerated() {
            try checkName(item.name, path: "\(body) $[\(index)].name")
            if let first = seen[item.id] {
                throw APIError.badResponse(path: "\(body) $[\(index)].id", reason: "repeats the id \(item.id) of $[\(first)]")
            }
            seen[item.id] = index
        }
    }

    private static func checkName(_ name: String, path: String) throws {
        if name.allSatisfy(\.isWhitespace) {
            throw APIError.badResponse(path: path, reason: "expected a name, found an empty string")
        }
    }
}
