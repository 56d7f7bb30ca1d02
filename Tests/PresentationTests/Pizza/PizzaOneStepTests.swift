import Foundation
import Presentation
import Testing
import TestSupport

/// The actions a front end that keeps nothing between requests (the web) sends in one step:
/// the menu, a page as its address names it, a page's action from wherever the person is.
extension PizzaFeatureTests {
    var drinksPage: PizzaFeature.PageContent { .drinks(PizzaDrinksFeature.State(drinks: Menu.recorded.drinks)) }

    @Test func showMenuClosesEveryPageAtOnceButNotWhileAnOrderIsOut() async throws {
        var state = loaded()
        state.pages = ScreenStack([drinksPage, .cart(PizzaCartFeature.State())])
        let store = TestStore<PizzaFeature>(initialState: state, environment: PizzaTestEnvironment().environment)
        await store.send(.showMenu) { $0.pages.removeAll() }
        await store.send(.showMenu)

        var sending = PizzaCartFeature.State()
        sending.isLoaded = true
        sending.isCheckingOut = true
        state.pages = ScreenStack([drinksPage, .cart(sending)])
        let out = TestStore<PizzaFeature>(initialState: state, environment: PizzaTestEnvironment().environment)
        await out.send(.showMenu)
        await store.finish()
        await out.finish()
    }

    @Test func showOpensAPageOnceAndAShownEditorKeepsItsTicks() async throws {
        let store = TestStore<PizzaFeature>(initialState: loaded(), environment: PizzaTestEnvironment().environment)
        let margherita = Menu.recorded.pizzas[0]
        var editor = PizzaEditorFeature.State(menu: .recorded, pizza: margherita)
        await store.send(.show(.editPizza(0))) {
            $0.pages.push(.editor(editor))
        }
        let ingredient = Menu.recorded.ingredients.first { !margherita.ingredients.contains($0.id) }!
        editor.pizza.toggle(ingredient)
        await store.send(.page(1, .editor(.ingredientToggled(ingredient.id)))) { $0.pages[id: 1] = .editor(editor) }
        await store.send(.show(.editPizza(0)))
        await store.send(.show(.editPizza(1))) {
            $0.pages.replaceAll(with: [.editor(PizzaEditorFeature.State(menu: .recorded, pizza: Menu.recorded.pizzas[1]))])
        }
        await store.send(.show(.drinks)) {
            $0.pages.push(drinksPage)
        }
        await store.send(.show(.drinks))
        await store.finish()
    }

    @Test func showOnTheCartShownReadsItAgain() async throws {
        var cart = PizzaCart()
        _ = try cart.add(PizzaTestEnvironment.pizza("Margherita"))
        let fakes = PizzaTestEnvironment(cart: InMemoryPizzaCartStore(cart: cart))
        var shown = PizzaCartFeature.State()
        shown.isLoaded = true
        var state = loaded()
        state.pages = ScreenStack([.cart(shown)])
        let store = TestStore<PizzaFeature>(initialState: state, environment: fakes.environment)
        shown.cart = cart
        await store.send(.show(.cart))
        await store.receive(.page(1, .cart(.cartLoaded(.success(cart))))) { $0.pages[id: 1] = .cart(shown) }
        await store.finish()
    }

    @Test func performOnTheCartFromAnotherPageReadsTheCartBeforeTheActionNamesALine() async throws {
        var cart = PizzaCart()
        let line = try cart.add(PizzaTestEnvironment.pizza("Margherita"))
        let fakes = PizzaTestEnvironment(cart: InMemoryPizzaCartStore(cart: cart))
        var state = loaded()
        state.pages = ScreenStack([drinksPage])
        let store = TestStore<PizzaFeature>(initialState: state, environment: fakes.environment)
        await store.send(.perform(.cart(.quantityStepped(line.id, by: 1)), on: .cart)) {
            $0.pages.push(.cart(PizzaCartFeature.State()))
        }
        var shown = PizzaCartFeature.State()
        shown.cart = cart
        shown.isLoaded = true
        await store.receive(.page(2, .cart(.cartLoaded(.success(cart))))) { $0.pages[id: 2] = .cart(shown) }
        await store.receive(.page(2, .cart(.quantityStepped(line.id, by: 1))))
        var stepped = cart
        try stepped.setQuantity(2, of: line.id)
        shown.cart = stepped
        await store.receive(.page(2, .cart(.cartChanged(.success(stepped))))) { $0.pages[id: 2] = .cart(shown) }
        await store.finish()
        #expect(try fakes.cart.load().line(line.id)?.quantity == 2)
    }

    @Test func performOnAnEditorOpensItAndTicksAtOnce() async throws {
        let store = TestStore<PizzaFeature>(initialState: loaded(), environment: PizzaTestEnvironment().environment)
        let margherita = Menu.recorded.pizzas[0]
        let ingredient = Menu.recorded.ingredients.first { !margherita.ingredients.contains($0.id) }!
        var editor = PizzaEditorFeature.State(menu: .recorded, pizza: margherita)
        editor.pizza.toggle(ingredient)
        await store.send(.perform(.editor(.ingredientToggled(ingredient.id)), on: .editPizza(0))) {
            $0.pages.push(.editor(editor))
        }
        // A pizza the menu does not have opens nothing, and nothing is sent.
        await store.send(.perform(.editor(.addToCartPressed), on: .editPizza(99)))
        await store.finish()
    }

    @Test func performOnShownPageIsIgnoredWhenAnotherPageIsShown() async throws {
        var state = loaded()
        state.pages = ScreenStack([drinksPage])
        let fakes = PizzaTestEnvironment()
        let store = TestStore<PizzaFeature>(initialState: state, environment: fakes.environment)
        await store.send(.performOnShownPage(.cart(.checkoutConfirmed)))
        await store.send(.performOnShownPage(.thankYou(.newOrderPressed)))
        await store.finish()
        #expect(try fakes.cart.load().isEmpty)
    }
}
