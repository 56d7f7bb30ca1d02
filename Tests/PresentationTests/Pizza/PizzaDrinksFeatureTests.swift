import Presentation
import Testing
import TestSupport

@MainActor
@Suite struct PizzaDrinksFeatureTests {
    @Test func addingADrinkPutsItInTheCart() async throws {
        let fakes = PizzaTestEnvironment()
        let drinks = Menu.recorded.drinks
        let store = TestStore<PizzaDrinksFeature>(initialState: PizzaDrinksFeature.State(drinks: drinks), environment: fakes.environment)
        let line = PizzaTestEnvironment.firstLine(.drink(drinks[4]))
        await store.send(.addPressed(drinks[4].id))
        await store.receive(.addedToCart(.success(line)))
        await store.finish()
        #expect(try fakes.cart.load().lines.map(\.item.name) == ["Red Wine"])
    }

    @Test func anUnknownDrinkDoesNothing() async {
        let store = TestStore<PizzaDrinksFeature>(initialState: PizzaDrinksFeature.State(drinks: Menu.recorded.drinks), environment: PizzaTestEnvironment().environment)
        await store.send(.addPressed(DrinkID(99)))
        await store.finish()
    }
}
