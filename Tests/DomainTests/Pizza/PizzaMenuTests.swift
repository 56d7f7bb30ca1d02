import Domain
import Testing
import TestSupport

@Suite struct PizzaMenuTests {
    let menu = Menu.recorded

    // MARK: Price rule and money

    @Test func aPizzaCostsTheBasePricePlusItsIngredients() throws {
        // 4 + Mozzarella 1 + Bottarga 2.5 + Tuna 2.2
        #expect(menu.price(of: try menu.pizza(named: "Mare Bianco")) == Money(cents: 970))
        #expect(menu.price(of: try menu.pizza(named: "Margherita")).formatted == "$5.50")
    }

    @Test func threeMareBiancoCostExactlyTwentyNineDollarsTen() throws {
        let pizza = try CartPizza(menu.pizza(named: "Mare Bianco"), menu: menu)
        var cart = PizzaCart()
        try cart.add(.pizza(pizza), quantity: 3)
        #expect(cart.total == Money(cents: 2910))
        #expect(cart.total.formatted == "$29.10")
        // The recorded prices (4.0, 1.0, 2.5, 2.2: not exact in binary) are read as exact cents.
        #expect(menu.ingredients.first { $0.name == "Tuna" }?.price == Money(cents: 220))
        #expect(menu.basePrice == Money(cents: 400))
    }

    // MARK: Data quirks

    @Test func aPizzaWithoutAnImageIsStillOnTheMenu() throws {
        let pizza = try menu.pizza(named: "Mare Bianco")
        #expect(pizza.imageURL == nil)
        #expect(try CartPizza(pizza, menu: menu).price == Money(cents: 970))
    }

    @Test func twoPizzasWithTheSameIngredientsStayTwoDifferentItems() throws {
        let primavera = try CartPizza(menu.pizza(named: "Primavera"), menu: menu)
        let ricci = try CartPizza(menu.pizza(named: "Ricci e Asparagi"), menu: menu)
        #expect(primavera.ingredients == ricci.ingredients)
        #expect(primavera.price == ricci.price)
        var cart = PizzaCart()
        try cart.add(.pizza(primavera))
        try cart.add(.pizza(ricci))
        #expect(cart.lines.count == 2)
    }

    @Test func anUnsortedIngredientListKeepsItsOrderAndItsPrice() throws {
        let pizza = try menu.pizza(named: "Boottarga e Asparagi")
        #expect(pizza.ingredients.map(\.rawValue) == [1, 2, 9, 6])
        #expect(menu.ingredientNames(of: pizza) == "Mozzarella, Tomato Sauce, Bottarga, Asparagus")
        #expect(menu.price(of: pizza) == Money(cents: 400 + 100 + 50 + 250 + 200))
    }

    @Test func anUnknownIngredientIsReportedAndThePizzaCannotBeOrdered() throws {
        var menu = self.menu
        menu.pizzas.append(Pizza(name: "Mistero", ingredients: [IngredientID(1), IngredientID(42)]))
        #expect(menu.problems == [.unknownIngredients(pizza: "Mistero", ids: [IngredientID(42)])])
        #expect(menu.problems[0].message == "pizza \"Mistero\" lists unknown ingredient 42; it cannot be ordered")
        #expect(menu.ingredientNames(of: menu.pizzas.last!) == "Mozzarella")
        #expect(throws: AppError.self) { try CartPizza(menu.pizzas.last!, menu: menu) }
    }

    @Test func zeroPricesAreFine() throws {
        let menu = Menu(
            basePrice: .zero,
            pizzas: [Pizza(name: "Aria", ingredients: [IngredientID(1)])],
            ingredients: [Ingredient(id: IngredientID(1), name: "Basil", price: .zero)],
            drinks: [Drink(id: DrinkID(1), name: "Tap Water", price: .zero)]
        )
        var cart = PizzaCart()
        try cart.add(.pizza(CartPizza(menu.pizzas[0], menu: menu)), quantity: 2)
        try cart.add(.drink(menu.drinks[0]))
        #expect(cart.total == .zero)
        #expect(cart.total.formatted == "$0.00")
        #expect(cart.totalQuantity == 3)
    }

    @Test func unicodeNamesAreFoundInAnyCase() throws {
        let menu = Menu(
            basePrice: Money(cents: 400),
            pizzas: [Pizza(name: "Crème Fraîche 🍕", ingredients: [IngredientID(1)])],
            ingredients: [Ingredient(id: IngredientID(1), name: "Jalapeño", price: Money(cents: 75))],
            drinks: [Drink(id: DrinkID(7), name: "Ayran Ünlü", price: Money(cents: 150))]
        )
        #expect(try menu.pizza(named: "CRÈME FRAÎCHE 🍕").name == "Crème Fraîche 🍕")
        #expect(try menu.ingredient(named: " jalapeño ").price == Money(cents: 75))
        #expect(try menu.drink(named: "ayran ünlü").id == DrinkID(7))
    }

    // MARK: Lookup

    @Test func itemsAreFoundByNameInAnyCaseOrByNumber() throws {
        #expect(try menu.pizza(named: "margherita").name == "Margherita")
        #expect(try menu.pizza(named: "6").name == "Mare Bianco")
        #expect(try menu.pizza(named: "#6").name == "Mare Bianco")
        #expect(try menu.ingredient(named: "TUNA").id == IngredientID(10))
        #expect(try menu.ingredient(named: "10").name == "Tuna")
        #expect(try menu.drink(named: "4").name == "Beer")
    }

    @Test func anUnknownNameSuggestsTheClosestNames() {
        #expect(throws: AppError.notFound(what: "pizza \"Margarita\"", suggestions: ["Margherita"])) {
            try menu.pizza(named: "Margarita")
        }
        #expect(throws: AppError.notFound(what: "ingredient \"tomato\"", suggestions: ["Tomato Sauce"])) {
            try menu.ingredient(named: "tomato")
        }
        #expect(throws: AppError.notFound(what: "drink \"Whisky\"", suggestions: [])) {
            try menu.drink(named: "Whisky")
        }
    }

    @Test func anUnknownNameIsExitSixtySixWithADidYouMean() {
        let error = AppError.notFound(what: "pizza \"Margarita\"", suggestions: ["Margherita"])
        #expect(error.exitCode == 66)
        #expect(error.message == "pizza \"Margarita\" not found. Did you mean \"Margherita\"?")
    }

    @Test func editDistanceCountsCharactersNotBytes() {
        #expect(MenuNameLookup.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(MenuNameLookup.editDistance(Array("café"), Array("cafe")) == 1)
        #expect(MenuNameLookup.editDistance(Array(""), Array("abc")) == 3)
    }
}
