import Foundation
import Presentation
import Testing
import TestSupport
import UseCases

@MainActor
@Suite struct PizzaMenuFeatureTests {
    func loadedState() -> PizzaMenuFeature.State {
        var state = PizzaMenuFeature.State()
        state.status = .loaded
        state.menu = .recorded
        state.source = .live
        return state
    }

    // MARK: Loading

    @Test func appearingLoadsTheLiveMenu() async {
        let fakes = PizzaTestEnvironment(gateway: FakePizzaMenuGateway(.success(.recorded)))
        let store = TestStore<PizzaMenuFeature>(initialState: PizzaMenuFeature.State(), environment: fakes.environment)
        await store.send(.appeared) { $0.status = .loading }
        await store.receive(.menuLoaded(.success(MenuLoad(menu: .recorded, source: .live)))) {
            $0.status = .loaded
            $0.menu = .recorded
            $0.source = .live
        }
        #expect(store.state.rows[5] == PizzaMenuRow(
            pizza: Menu.recorded.pizzas[5], ingredientNames: "Mozzarella, Bottarga, Tuna", price: Money(cents: 970), isOrderable: true
        ))
        #expect(store.state.cachedBanner == nil)
        await store.finish()
    }

    @Test func withTheAPIDownTheCachedMenuShowsWithABanner() async {
        let down = AppError.unavailable(service: "Nenno's menu", reason: "cannot be reached (connection refused)")
        let saved = Date(timeIntervalSince1970: 1_700_000_000)
        let fakes = PizzaTestEnvironment(
            gateway: FakePizzaMenuGateway(.failure(down)),
            cache: InMemoryPizzaMenuCache(CachedMenu(menu: .recorded, fetchedAt: saved))
        )
        let store = TestStore<PizzaMenuFeature>(initialState: PizzaMenuFeature.State(), environment: fakes.environment)
        await store.send(.appeared) { $0.status = .loading }
        await store.receive(.menuLoaded(.success(MenuLoad(menu: .recorded, source: .cached(fetchedAt: saved, reason: down))))) {
            $0.status = .loaded
            $0.menu = .recorded
            $0.source = .cached(fetchedAt: saved, reason: down)
        }
        #expect(store.state.cachedBanner == "Showing the saved menu: Nenno's menu is unavailable: cannot be reached (connection refused)")
        await store.finish()
    }

    @Test func aFailureCanBeRetried() async {
        let down = AppError.unavailable(service: "Nenno's menu", reason: "answered HTTP 500")
        let gateway = FakePizzaMenuGateway(.failure(down))
        let store = TestStore<PizzaMenuFeature>(initialState: PizzaMenuFeature.State(), environment: PizzaTestEnvironment(gateway: gateway).environment)
        await store.send(.appeared) { $0.status = .loading }
        await store.receive(.menuLoaded(.failure(down))) { $0.status = .failed(down) }
        gateway.answer(.success(.recorded))
        await store.send(.retryPressed) { $0.status = .loading }
        await store.receive(.menuLoaded(.success(MenuLoad(menu: .recorded, source: .live)))) {
            $0.status = .loaded
            $0.menu = .recorded
            $0.source = .live
        }
        await store.finish()
        #expect(gateway.fetchCount == 2)
    }

    // MARK: Adding

    @Test func addingPutsThePizzaAtThatPlaceInTheCart() async throws {
        let fakes = PizzaTestEnvironment()
        let store = TestStore<PizzaMenuFeature>(initialState: loadedState(), environment: fakes.environment)
        let line = PizzaTestEnvironment.firstLine(try PizzaTestEnvironment.pizza("Mare Bianco"))
        await store.send(.addPressed(5))
        // The bar is the app's (`PizzaFeature`): the menu only reports the line.
        await store.receive(.addedToCart(.success(line)))
        await store.send(.addPressed(42))
        await store.finish()
        #expect(try fakes.cart.load().lines == [line])
    }

    @Test func aPizzaWithAnUnknownIngredientCannotBeAdded() async throws {
        var state = loadedState()
        state.menu.pizzas = [Pizza(name: "Mistero", ingredients: [IngredientID(1), IngredientID(42)])]
        let fakes = PizzaTestEnvironment()
        let store = TestStore<PizzaMenuFeature>(initialState: state, environment: fakes.environment)
        #expect(store.state.rows[0].isOrderable == false)
        await store.send(.addPressed(0)) {
            $0.error = .validation(field: "pizza", rule: "\"Mistero\" lists ingredients the menu does not have (42), so it cannot be priced")
        }
        await store.finish()
        #expect(try fakes.cart.load().isEmpty)
    }

    @Test func aFullLineIsReportedAndTheCartKept() async throws {
        let item = try PizzaTestEnvironment.pizza("Margherita")
        var cart = PizzaCart()
        try cart.add(item, quantity: 99)
        let fakes = PizzaTestEnvironment(cart: InMemoryPizzaCartStore(cart: cart))
        let store = TestStore<PizzaMenuFeature>(initialState: loadedState(), environment: fakes.environment)
        await store.send(.addPressed(0))
        await store.receive(.addedToCart(.failure(.validation(field: "quantity", rule: "Margherita would come to 100, more than the 99 one line may hold")))) {
            $0.error = .validation(field: "quantity", rule: "Margherita would come to 100, more than the 99 one line may hold")
        }
        await store.finish()
        #expect(try fakes.cart.load() == cart)
    }
}
