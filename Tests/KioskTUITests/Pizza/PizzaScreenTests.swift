import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// Every page and state of Nenno's Pizza at 80×24 and 120×40 (and the menu, editor and cart
/// at the 60×20 minimum), the brand colours, and the "ADDED TO CART" bar's three seconds.
@MainActor
@Suite struct PizzaScreenTests {
    typealias State = PizzaScreenFeature.State
    typealias PageContent = PizzaFeature.PageContent

    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]
    static let start = Date(timeIntervalSince1970: 1_795_310_800)
    static let menu = Menu.recorded

    // MARK: - States

    static func loaded(_ change: (inout State) -> Void = { _ in }) -> State {
        var state = State()
        state.app.menu.status = .loaded
        state.app.menu.menu = menu
        state.app.menu.source = .live
        change(&state)
        return state
    }

    static func on(_ content: PageContent, _ change: (inout State) -> Void = { _ in }) -> State {
        loaded {
            $0.app.pages = ScreenStack([content])
            change(&$0)
        }
    }

    static func pizza(_ name: String) -> CartPizza {
        // The recorded menu has every pizza's ingredients.
        try! CartPizza(menu.pizza(named: name), menu: menu)
    }

    static func cart(_ change: (inout PizzaCartFeature.State) -> Void = { _ in }) -> PizzaCartFeature.State {
        var state = PizzaCartFeature.State()
        var cart = PizzaCart()
        try! cart.add(.pizza(pizza("Margherita")), quantity: 2)
        try! cart.add(.pizza(CartPizza(name: "Custom", ingredients: [menu.ingredients[0], menu.ingredients[9]], imageURL: nil, basePrice: menu.basePrice)))
        try! cart.add(.drink(menu.drinks[2]))
        state.cart = cart
        state.isLoaded = true
        change(&state)
        return state
    }

    static func editor(_ pizza: String?, _ change: (inout PizzaEditorFeature.State) -> Void = { _ in }) -> PizzaEditorFeature.State {
        var state = PizzaEditorFeature.State(menu: menu, pizza: pizza.map { try! menu.pizza(named: $0) })
        change(&state)
        return state
    }

    static let order = PizzaOrder(id: 7, placedAt: start, lines: cart().cart.lines)
    static let unavailable = AppError.unavailable(service: "Nenno's Pizza menu", reason: "connection refused")

    static let states: [(String, State)] = [
        ("menu-loading", { var state = State(); state.app.menu.status = .loading; return state }()),
        ("menu-failed", { var state = State(); state.app.menu.status = .failed(unavailable); return state }()),
        ("menu-empty", loaded { $0.app.menu.menu = Menu(basePrice: menu.basePrice, pizzas: [], ingredients: [], drinks: []) }),
        ("menu-loaded", loaded { $0.menuCursor = 2 }),
        ("menu-cached", loaded { $0.app.menu.source = .cached(fetchedAt: start, reason: unavailable); $0.menuCursor = 9 }),
        ("menu-added-to-cart", loaded {
            let line = PizzaCartLine(id: PizzaCartLineID(1), item: .pizza(pizza("Margherita")), quantity: 2)
            $0.app.notice = .addedToCart(line)
        }),
        ("editor-margherita", on(.editor(editor("Margherita"))) { $0.pageCursors[1] = 3 }),
        ("editor-create-empty", on(.editor(editor(nil)))),
        ("editor-create-two", on(.editor(editor(nil) { $0.pizza.ingredients = [IngredientID(1), IngredientID(10)] })) { $0.pageCursors[1] = 9 }),
        ("editor-error", on(.editor(editor(nil) { $0.error = .validation(field: "ingredients", rule: "a pizza needs at least one ingredient") }))),
        ("drinks", on(.drinks(PizzaDrinksFeature.State(drinks: menu.drinks)))),
        ("cart-loading", on(.cart(PizzaCartFeature.State()))),
        ("cart-empty", on(.cart(cart { $0.cart = PizzaCart() }))),
        ("cart-lines", on(.cart(cart())) { $0.pageCursors[1] = 1 }),
        ("cart-confirm", on(.cart(cart { $0.confirmation.ask($0.cart) }))),
        ("cart-uncertain", on(.cart(cart {
            $0.cart.checkoutMark = .uncertain(UncertainCheckout(startedAt: start, quantity: 4, total: Money(cents: 2070), reason: "did not answer in time"))
            $0.error = .outcomeUnknown(what: "The order (4 items, $20.70)", reason: "the checkout server did not answer in time",
                                       advice: "The cart is kept and marked; check with the shop before ordering it again.")
        }))),
        ("cart-checking-out", on(.cart(cart { $0.isCheckingOut = true }))),
        ("cart-checkout-failed", on(.cart(cart { $0.checkoutFailed(.unavailable(service: "The checkout server", reason: "HTTP 503")) }))),
        ("cart-menu-unreachable", on(.cart(cart())) { $0.app.menu.source = .cached(fetchedAt: start, reason: unavailable) }),
        ("thank-you", on(.thankYou(PizzaThankYouFeature.State(order: order)))),
        ("orders", on(.orders(.loaded([order, PizzaOrder(id: 6, placedAt: start.addingTimeInterval(-3_600), lines: Array(cart().cart.lines.prefix(1)))])))),
        ("cart-typing-quantity", on(.cart(cart())) { $0.pageCursors[1] = 0; $0.quantityField = TextFieldState(text: "12") }),
    ]

    func render(_ state: State, size: Size, now: Date = start) -> [String] {
        PizzaScreen.render(state, context: ScreenContext(size: size, now: now, canGoBack: true)).lines
    }

    @Test(arguments: sizes)
    func everyState(size: Size) {
        for (name, state) in Self.states {
            Snapshot.assert(lines: render(state, size: size), named: "\(name)-\(size.width)x\(size.height)")
        }
    }

    @Test func theNarrowestTerminalKeepsEveryPageUsable() {
        let size = Size(width: 60, height: 20)
        for name in ["menu-cached", "editor-margherita", "cart-lines", "thank-you"] {
            let state = Self.states.first { $0.0 == name }!.1
            Snapshot.assert(lines: render(state, size: size), named: "\(name)-60x20")
        }
    }

    @Test func theSpecTextsAreOnTheirPages() {
        let text = { (name: String) in
            self.render(Self.states.first { $0.0 == name }!.1, size: Self.sizes[0]).joined(separator: "\n")
        }
        #expect(text("menu-loaded").contains("NENNO'S PIZZA"))
        #expect(text("menu-loaded").contains("Mozzarella, Tomato Sauce"))
        #expect(text("menu-loaded").contains("$5.50"))
        #expect(text("editor-create-two").contains("CREATE A PIZZA"))
        #expect(text("editor-create-two").contains("ADD TO CART ($7.20)"))
        #expect(text("editor-margherita").contains("ADD TO CART ($5.50)"))
        #expect(text("menu-added-to-cart").contains("ADDED TO CART"))
        #expect(text("cart-lines").contains("CART"))
        #expect(text("cart-lines").contains("TOTAL"))
        #expect(text("cart-lines").contains("$20.70"))
        #expect(text("cart-lines").contains("DRINKS"))
        #expect(text("cart-lines").contains("CHECKOUT ($20.70)"))
        #expect(text("drinks").contains("DRINKS"))
        #expect(text("thank-you").contains("Thank you for your order!"))
        #expect(text("menu-cached").contains("Showing the saved menu"))
    }

    @Test func headingsAreBrandRedAndPricesBrandYellow() {
        let frame = PizzaScreen.render(Self.states[3].1, context: ScreenContext(size: Self.sizes[0], now: Self.start, canGoBack: true))
        let heading = frame.lines.firstIndex { $0.contains("NENNO'S PIZZA") }!
        let column = frame.lines[heading].range(of: "NENNO'S PIZZA")!.lowerBound.utf16Offset(in: frame.lines[heading])
        #expect(frame[column, heading].style.foreground == Theme.pizzaRed)
        let priceRow = frame.lines.firstIndex { $0.contains("Margherita") }!
        let priceColumn = frame.lines[priceRow].range(of: "$5.50")!.lowerBound.utf16Offset(in: frame.lines[priceRow])
        #expect(frame[priceColumn, priceRow].style.foreground == Theme.pizzaYellow)
        #expect(frame[priceColumn, priceRow].style.reverse)
    }

    @Test func theAddedToCartBarShowsWhileTheAppHasIt() {
        var state = Self.states.first { $0.0 == "menu-added-to-cart" }!.1
        #expect(render(state, size: Self.sizes[0]).joined().contains("ADDED TO CART"))
        // Its three seconds are the app's (`PizzaFeatureTests`): gone from the state, gone here.
        state.app.notice = nil
        #expect(!render(state, size: Self.sizes[0]).joined().contains("ADDED TO CART"))
    }

    @Test func anUncertainCheckoutIsNotCalledAFailure() {
        let text = render(Self.states.first { $0.0 == "cart-uncertain" }!.1, size: Self.sizes[1]).joined(separator: "\n")
        #expect(text.contains("may or may not have gone through"))
        #expect(text.contains("An earlier checkout of 4 items ($20.70) may have gone through"))
        #expect(!text.contains("Checkout failed"))
    }
}
