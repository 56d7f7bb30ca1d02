import Presentation
import Testing
import TestSupport

@MainActor
@Suite struct PizzaEditorFeatureTests {
    let menu = Menu.recorded

    @Test func togglingIngredientsMovesThePrice() async throws {
        let margherita = try menu.pizza(named: "Margherita")
        let store = TestStore<PizzaEditorFeature>(initialState: PizzaEditorFeature.State(menu: menu, pizza: margherita), environment: PizzaTestEnvironment().environment)
        #expect(store.state.title == "MARGHERITA")
        #expect(store.state.addButtonTitle == "ADD TO CART ($5.50)")
        await store.send(.ingredientToggled(IngredientID(10))) { $0.pizza.ingredients = [1, 2, 10].map { IngredientID($0) } }
        #expect(store.state.price == Money(cents: 770))
        await store.send(.ingredientToggled(IngredientID(2))) { $0.pizza.ingredients = [1, 10].map { IngredientID($0) } }
        #expect(store.state.addButtonTitle == "ADD TO CART ($7.20)")
        #expect(store.state.rows.filter(\.isSelected).map(\.ingredient.name) == ["Mozzarella", "Tuna"])
        await store.finish()
    }

    @Test func aPizzaFromScratchNeedsAnIngredientThenGoesIntoTheCart() async throws {
        let fakes = PizzaTestEnvironment()
        let store = TestStore<PizzaEditorFeature>(initialState: PizzaEditorFeature.State(menu: menu), environment: fakes.environment)
        #expect(store.state.title == "CREATE A PIZZA")
        #expect(store.state.isCustom)
        #expect(!store.state.canAddToCart)
        #expect(store.state.addButtonTitle == "ADD TO CART ($4.00)")
        await store.send(.addToCartPressed) { $0.error = .validation(field: "ingredients", rule: "a pizza needs at least one ingredient") }
        await store.send(.ingredientToggled(IngredientID(5))) {
            $0.pizza.ingredients = [IngredientID(5)]
            $0.error = nil
        }
        #expect(store.state.canAddToCart)
        let line = PizzaTestEnvironment.firstLine(.pizza(CartPizza(
            name: "Custom", ingredients: [menu.ingredient(IngredientID(5))!], imageURL: nil, basePrice: Money(cents: 400)
        )))
        await store.send(.addToCartPressed)
        await store.receive(.addedToCart(.success(line)))
        await store.finish()
        #expect(try fakes.cart.load().total == Money(cents: 800))
    }
}
