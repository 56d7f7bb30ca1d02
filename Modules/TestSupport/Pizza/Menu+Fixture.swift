import Domain

extension Menu {
    /// The menu of the 2018 recordings (`Fixtures/pizza/recordings/myjson-2018-06-12_*.json`),
    /// as Domain values: base price $4, ten ingredients, ten pizzas (Mare Bianco has no image,
    /// Primavera and Ricci e Asparagi share their ingredients, Boottarga e Asparagi lists them
    /// unsorted), five drinks.
    public static let recorded = Menu(
        basePrice: Money(cents: 400),
        pizzas: [
            Pizza(name: "Margherita", ingredients: ids(1, 2), imageURL: "https://cdn.pbrd.co/images/M57yElqQo.png"),
            Pizza(name: "Ricci", ingredients: ids(1, 5), imageURL: "https://cdn.pbrd.co/images/M58jWCFVC.png"),
            Pizza(name: "Boscaiola", ingredients: ids(1, 2, 3, 4), imageURL: "https://cdn.pbrd.co/images/tOhJQ5N3.png"),
            Pizza(name: "Primavera", ingredients: ids(1, 5, 6), imageURL: "https://cdn.pbrd.co/images/M57VcfLGQ.png"),
            Pizza(name: "Hawaii", ingredients: ids(1, 2, 7, 8), imageURL: "https://cdn.pbrd.co/images/M57lNSLnC.png"),
            Pizza(name: "Mare Bianco", ingredients: ids(1, 9, 10)),
            Pizza(name: "Mari e monti", ingredients: ids(1, 2, 4, 8, 9, 10), imageURL: "https://cdn.pbrd.co/images/M57K6OFiU.png"),
            Pizza(name: "Bottarga", ingredients: ids(1, 9), imageURL: "https://cdn.pbrd.co/images/M57aGTmgA.png"),
            Pizza(name: "Boottarga e Asparagi", ingredients: ids(1, 2, 9, 6), imageURL: "https://cdn.pbrd.co/images/4O6T9RQLX.png"),
            Pizza(name: "Ricci e Asparagi", ingredients: ids(1, 5, 6), imageURL: "https://cdn.pbrd.co/images/4O70NDkMl.png"),
        ],
        ingredients: [
            Ingredient(id: IngredientID(1), name: "Mozzarella", price: Money(cents: 100)),
            Ingredient(id: IngredientID(2), name: "Tomato Sauce", price: Money(cents: 50)),
            Ingredient(id: IngredientID(3), name: "Salami", price: Money(cents: 150)),
            Ingredient(id: IngredientID(4), name: "Mushrooms", price: Money(cents: 200)),
            Ingredient(id: IngredientID(5), name: "Ricci", price: Money(cents: 400)),
            Ingredient(id: IngredientID(6), name: "Asparagus", price: Money(cents: 200)),
            Ingredient(id: IngredientID(7), name: "Pineapple", price: Money(cents: 100)),
            Ingredient(id: IngredientID(8), name: "Speck", price: Money(cents: 300)),
            Ingredient(id: IngredientID(9), name: "Bottarga", price: Money(cents: 250)),
            Ingredient(id: IngredientID(10), name: "Tuna", price: Money(cents: 220)),
        ],
        drinks: [
            Drink(id: DrinkID(1), name: "Still Water", price: Money(cents: 100)),
            Drink(id: DrinkID(2), name: "Sparkling Water", price: Money(cents: 150)),
            Drink(id: DrinkID(3), name: "Coke", price: Money(cents: 250)),
            Drink(id: DrinkID(4), name: "Beer", price: Money(cents: 300)),
            Drink(id: DrinkID(5), name: "Red Wine", price: Money(cents: 400)),
        ]
    )

    private static func ids(_ values: Int...) -> [IngredientID] { values.map { IngredientID($0) } }
}
