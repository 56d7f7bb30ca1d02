import Domain
import Testing
import TestSupport

@Suite struct PizzaCartTests {
    let menu = Menu.recorded

    func pizza(_ name: String, adding: [String] = [], removing: [String] = []) throws -> PizzaCartItem {
        var pizza = try menu.pizza(named: name)
        for name in removing { try pizza.remove(menu.ingredient(named: name)) }
        for name in adding { try pizza.add(menu.ingredient(named: name)) }
        return .pizza(try CartPizza(pizza, menu: menu))
    }

    func drink(_ name: String) throws -> PizzaCartItem { .drink(try menu.drink(named: name)) }

    // MARK: Tests

    @Test func linesKeepTheOrderOfFirstAdditionAndAddingAgainGrows() throws {
        var cart = PizzaCart()
        try cart.add(pizza("Margherita"))
        try cart.add(drink("Beer"), quantity: 2)
        try cart.add(pizza("Margherita"), quantity: 4)
        #expect(cart.lines.map(\.item.name) == ["Margherita", "Beer"])
        #expect(cart.lines.map(\.quantity) == [5, 2])
        #expect(cart.lines.map(\.id.rawValue) == [1, 2])
        #expect(cart.totalQuantity == 7)
        #expect(cart.total == Money(cents: 5 * 550 + 2 * 300))
    }

    @Test func anEditedPizzaIsItsOwnLineUnlessItsIngredientsMatch() throws {
        var cart = PizzaCart()
        try cart.add(pizza("Margherita"))
        try cart.add(pizza("Margherita", adding: ["Tuna"]))
        // Removing and re-adding Tomato Sauce gives Margherita's set in another order.
        try cart.add(pizza("Margherita", adding: ["Tomato Sauce"], removing: ["Tomato Sauce"]))
        #expect(cart.lines.map(\.quantity) == [2, 1])
        #expect(cart.lines[1].item.price == Money(cents: 550 + 220))
    }

    @Test func aPizzaIsNotTheSameItemAsAnotherWithTheSameIngredients() throws {
        var cart = PizzaCart()
        try cart.add(pizza("Primavera"))
        try cart.add(pizza("Ricci e Asparagi"))
        #expect(cart.lines.count == 2)
    }

    @Test func quantityZeroIsRefusedWithAHintToRemove() throws {
        var cart = PizzaCart()
        #expect(throws: AppError.validation(field: "quantity", rule: "must be between 1 and 99 (got 0); to drop an item, remove its line")) {
            try cart.add(drink("Coke"), quantity: 0)
        }
        let line = try cart.add(drink("Coke"))
        #expect(throws: AppError.validation(field: "quantity", rule: "must be at least 1; remove the line to drop the item")) {
            try cart.setQuantity(0, of: line.id)
        }
        #expect(cart.lines.map(\.quantity) == [1])
    }

    @Test func quantitiesStayWithinBounds() throws {
        var cart = PizzaCart()
        #expect(throws: AppError.self) { try cart.add(drink("Coke"), quantity: -1) }
        #expect(throws: AppError.self) { try cart.add(drink("Coke"), quantity: 100) }
        try cart.add(drink("Coke"), quantity: 99)
        #expect(throws: AppError.validation(field: "quantity", rule: "Coke would come to 100, more than the 99 one line may hold")) {
            try cart.add(drink("Coke"))
        }
        #expect(cart.lines.map(\.quantity) == [99])
    }

    @Test func removedLineNumbersAreNeverReused() throws {
        var cart = PizzaCart()
        try cart.add(drink("Coke"))
        let beer = try cart.add(drink("Beer"))
        try cart.remove(beer.id)
        let wine = try cart.add(drink("Red Wine"))
        #expect(wine.id == PizzaCartLineID(3))
        #expect(throws: AppError.notFound(what: "cart line 2")) { try cart.remove(PizzaCartLineID(2)) }
    }

    @Test func removingAnIngredientThePizzaLacksIsAValidationError() throws {
        #expect(throws: AppError.validation(field: "ingredient", rule: "Margherita has no Tuna to remove")) {
            try pizza("Margherita", removing: ["Tuna"])
        }
        #expect(throws: AppError.validation(field: "ingredient", rule: "Margherita already has Mozzarella")) {
            try pizza("Margherita", adding: ["mozzarella"])
        }
        #expect(throws: AppError.validation(field: "ingredients", rule: "a pizza needs at least one ingredient")) {
            try pizza("Bottarga", removing: ["Mozzarella", "Bottarga"])
        }
    }

    @Test func checkoutExpandsQuantitiesIntoRepeatedEntries() throws {
        var cart = PizzaCart()
        try cart.add(pizza("Mare Bianco"), quantity: 2)
        try cart.add(drink("Beer"), quantity: 3)
        try cart.add(drink("Coke"))
        let request = PizzaCheckoutRequest(cart: cart)
        #expect(request.pizzas.map(\.name) == ["Mare Bianco", "Mare Bianco"])
        #expect(request.pizzas[0].imageURL == nil)
        #expect(request.drinks == [DrinkID(4), DrinkID(4), DrinkID(4), DrinkID(3)])
    }

    @Test func settlingAnOrderKeepsWhatWasAddedMeanwhile() throws {
        var cart = PizzaCart()
        try cart.add(drink("Beer"), quantity: 2)
        let ordered = cart.lines
        try cart.add(drink("Beer"))
        try cart.add(drink("Coke"))
        cart.settle(ordered)
        #expect(cart.lines.map(\.item.name) == ["Beer", "Coke"])
        #expect(cart.lines.map(\.quantity) == [1, 1])
    }

    @Test func aStoredCartBreakingARuleIsRejected() throws {
        let line = PizzaCartLine(id: PizzaCartLineID(1), item: try drink("Beer"), quantity: 0)
        #expect(throws: AppError.self) { try PizzaCart(lines: [line], nextLineID: PizzaCartLineID(2)) }
    }
}
