import Testing
import TestSupport
import Domain
import UseCases

@Suite struct PizzaCustomizeTests {
    let menu = Menu.recorded
    let customize = CustomizePizza()

    @Test func addingAndRemovingIngredientsMovesThePrice() throws {
        let pizza = try customize("margherita", adding: ["Tuna", "speck"], removing: ["Tomato Sauce"], menu: menu)
        #expect(pizza.name == "Margherita")
        #expect(pizza.ingredients.map(\.name) == ["Mozzarella", "Tuna", "Speck"])
        #expect(pizza.price == Money(cents: 400 + 100 + 220 + 300))
    }

    @Test func aPizzaFromScratchIsNamedCustom() throws {
        let pizza = try customize.fromScratch(["Ricci", "Asparagus", "1"], menu: menu)
        #expect(pizza.name == "Custom")
        #expect(pizza.ingredients.map(\.id.rawValue) == [5, 6, 1])
        #expect(pizza.price == Money(cents: 400 + 400 + 200 + 100))
        #expect(throws: AppError.validation(field: "ingredients", rule: "a pizza needs at least one ingredient")) {
            try customize.fromScratch([], menu: menu)
        }
        #expect(throws: AppError.validation(field: "ingredient", rule: "Custom already has Ricci")) {
            try customize.fromScratch(["Ricci", "ricci"], menu: menu)
        }
    }

    @Test func unknownNamesAreNotFoundWithSuggestions() {
        #expect(throws: AppError.notFound(what: "pizza \"Hawai\"", suggestions: ["Hawaii"])) {
            try customize("Hawai", menu: menu)
        }
        #expect(throws: AppError.notFound(what: "ingredient \"Anchovy\"", suggestions: [])) {
            try customize("Hawaii", adding: ["Anchovy"], menu: menu)
        }
    }
}
