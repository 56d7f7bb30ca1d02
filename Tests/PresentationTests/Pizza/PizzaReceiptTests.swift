import Foundation
import Presentation
import TestSupport
import Testing

/// A Nenno's order's receipt for a thermal printer: 42 columns, each pizza's ingredients under
/// it, names cut with "…", totals aligned (golden: `__Snapshots__/PizzaReceiptTests/`).
@Suite struct PizzaReceiptTests {
    static let order = PizzaOrder(id: 12, placedAt: Date(timeIntervalSince1970: 1_795_310_800), lines: [
        PizzaCartLine(id: PizzaCartLineID(1), item: .pizza(CartPizza(
            name: "Margherita",
            ingredients: [Ingredient(id: IngredientID(1), name: "Mozzarella", price: Money(cents: 100)),
                          Ingredient(id: IngredientID(2), name: "Tomato Sauce", price: Money(cents: 50))],
            imageURL: nil, basePrice: Money(cents: 400)
        )), quantity: 2),
        PizzaCartLine(id: PizzaCartLineID(2), item: .pizza(CartPizza(
            name: "Quattro Formaggi Extra Large with Everything",
            ingredients: [Ingredient(id: IngredientID(1), name: "Mozzarella", price: Money(cents: 100)),
                          Ingredient(id: IngredientID(3), name: "Gorgonzola", price: Money(cents: 150)),
                          Ingredient(id: IngredientID(4), name: "Parmigiano Reggiano", price: Money(cents: 200)),
                          Ingredient(id: IngredientID(5), name: "Fontina", price: Money(cents: 120))],
            imageURL: nil, basePrice: Money(cents: 400)
        )), quantity: 1),
        PizzaCartLine(id: PizzaCartLineID(3), item: .drink(Drink(id: DrinkID(1), name: "Água com gás", price: Money(cents: 250))), quantity: 3),
    ])

    @Test func theReceiptIsFortyTwoColumnsWithIngredientsUnderEachPizza() {
        let text = PizzaReceipt.make(Self.order, timeZone: TimeZone(identifier: "UTC")!).text()
        let lines = text.split(separator: "\n").map(String.init)
        Snapshot.assert(lines: lines, named: "pizza-receipt-42")
        #expect(lines.allSatisfy { $0.count <= Receipt.paperWidth })
    }
}
