import Presentation
import Testing
import TestSupport

@MainActor
@Suite struct PizzaDrinksFeatureTests {
    @Test func addingADrinkShowsTheNoticeThenHidesIt() async throws {
        let fakes = PizzaTestEnvironment()
        let drinks = Menu.recorded.drinks
        let store = TestStore<PizzaDrinksFeature>(initialState: PizzaDrinksState(drinks: drinks), environment: fakes.environment)
        await store.send(.moveDown) { $0.selection = 1 }
        await store.send(.moveUp) { $0.selection = 0 }
        await store.send(.moveUp) { $0.selection = 4 }
        let line = PizzaTestEnvironment.firstLine(.drink(drinks[4]))
        await store.send(.selectedAddPressed)
        await store.receive(.addedToCart(.success(line))) { $0.notice = AddedToCartNotice(line: line) }
        await fakes.clock.waitUntilSleeping()
        fakes.clock.advance(by: .seconds(3))
        await store.receive(.noticeExpired) { $0.notice = nil }
        await store.finish()
        #expect(try fakes.cart.load().lines.map(\.item.name) == ["Red Wine"])
    }

    @Test func anUnknownDrinkDoesNothing() async {
        let store = TestStore<PizzaDrinksFeature>(initialState: PizzaDrinksState(drinks: Menu.recorded.drinks), environment: PizzaTestEnvironment().environment)
        await store.send(.addPressed(DrinkID(99)))
        await store.finish()
    }
}
