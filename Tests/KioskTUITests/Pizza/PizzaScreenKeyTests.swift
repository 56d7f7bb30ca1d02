import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// Nenno's Pizza driven by keys, as a person would, over a real store whose environment is
/// made of in-memory fakes and a clock the test moves by hand.
@MainActor
@Suite struct PizzaScreenKeyTests {
    static let size = Size(width: 80, height: 24)

    /// A store over fakes, and the host the keys go through.
    @MainActor
    final class Harness {
        let fakes: PizzaTestEnvironment
        let store: Store<PizzaScreenFeature>
        let host: StoreHost<PizzaScreen>

        init(
            menu: Result<Menu, AppError> = .success(.recorded),
            checkout: FakePizzaCheckoutGateway = .echoing(),
            cache: InMemoryPizzaMenuCache = InMemoryPizzaMenuCache()
        ) async {
            fakes = PizzaTestEnvironment(clock: TestClock(), gateway: FakePizzaMenuGateway(menu), checkout: checkout, cache: cache)
            store = Store(initialState: .init(), environment: fakes.environment)
            host = StoreHost(store: store)
            store.send(.app(.menu(.appeared)))
            await store.idle()
        }

        var clock: TestClock { fakes.clock }
        var gateway: FakePizzaMenuGateway { fakes.gateway }
        var checkout: FakePizzaCheckoutGateway { fakes.checkout }
        var cart: InMemoryPizzaCartStore { fakes.cart }

        var context: ScreenContext { ScreenContext(size: PizzaScreenKeyTests.size, now: clock.now, canGoBack: true) }

        /// Presses each key and waits for the work it started.
        @discardableResult
        func press(_ keys: Key...) async -> HostOutcome {
            var outcome = HostOutcome.handled
            for key in keys {
                outcome = host.handle(key, context: context)
                await store.idle()
            }
            return outcome
        }

        var screen: String { host.render(context: context).lines.joined(separator: "\n") }

        /// Waits (by yielding) until the state meets `condition`: for a change a timer makes.
        func waitUntil(_ condition: (PizzaScreenFeature.State) -> Bool) async {
            for _ in 0..<10_000 where !condition(store.state) { await Task.yield() }
        }
        var lines: [String] { host.render(context: context).lines }
        var cartNames: [String] { (try? cart.load().lines.map { "\($0.quantity)× \($0.item.name)" }) ?? [] }
    }

    @Test func buildACustomPizzaAddAMenuPizzaAndADrinkThenCheckOut() async throws {
        let app = await Harness()
        #expect(app.screen.contains("Margherita"))

        // A pizza from scratch: Mozzarella and Tuna ($4 + $1 + $2.20).
        await app.press(.character("n"))
        #expect(app.screen.contains("CREATE A PIZZA"))
        #expect(app.screen.contains("ADD TO CART ($4.00)"))
        await app.press(.character(" "), .up, .character(" "))
        #expect(app.screen.contains("ADD TO CART ($7.20)"))
        Snapshot.assert(lines: app.lines, named: "keys-custom-pizza-80x24")
        await app.press(.enter)
        #expect(app.cartNames == ["1× Custom"])
        #expect(app.screen.contains("ADDED TO CART"))

        // Back on the menu: quick add of the second pizza.
        await app.press(.escape, .down, .character("a"))
        #expect(app.cartNames == ["1× Custom", "1× Ricci"])

        // Drinks from the menu, then the cart with `c`.
        await app.press(.character("b"), .down, .down, .enter)
        #expect(app.cartNames == ["1× Custom", "1× Ricci", "1× Coke"])
        await app.press(.character("c"))
        #expect(app.screen.contains("TOTAL"))
        #expect(app.screen.contains("CHECKOUT ($18.70)"))
        Snapshot.assert(lines: app.lines, named: "keys-cart-80x24")

        // p asks first, naming the total; n says no, and nothing is sent; Enter orders nothing.
        await app.press(.enter)
        #expect(!app.screen.contains("Place the order"))
        await app.press(.character("p"))
        #expect(app.screen.contains("Place the order: 3 items, $18.70?"))
        await app.press(.character("n"))
        #expect(app.checkout.requests.isEmpty)
        await app.press(.character("p"), .character("y"))
        #expect(app.screen.contains("Thank you for your order!"))
        #expect(app.screen.contains("Order #1 · 3 items · $18.70"))
        #expect(app.cartNames.isEmpty)
        let request = try #require(app.checkout.requests.first)
        #expect(request.pizzas.map(\.name) == ["Custom", "Ricci"])

        // A new order starts from the menu.
        await app.press(.enter)
        #expect(app.store.state.app.pages.isEmpty)
        #expect(app.lines[0].contains("Kiosk › Nenno's Pizza "))
        #expect(app.screen.contains("Margherita"))
    }

    @Test func editingAMenuPizzaChangesItsPriceAndWhatGoesIntoTheCart() async {
        let app = await Harness()
        await app.press(.enter) // Margherita: Mozzarella, Tomato Sauce.
        #expect(app.screen.contains("MARGHERITA"))
        #expect(app.screen.contains("ADD TO CART ($5.50)"))
        await app.press(.down, .character(" ")) // Tomato Sauce off.
        #expect(app.screen.contains("ADD TO CART ($5.00)"))
        await app.press(.down, .down, .down, .character(" ")) // Ricci on.
        #expect(app.screen.contains("ADD TO CART ($9.00)"))
        await app.press(.enter)
        let line = try? app.cart.load().lines.first
        #expect(line?.item.name == "Margherita")
        #expect(line?.item.price == Money(cents: 900))
    }

    @Test func anEmptyCustomPizzaCannotBeAddedAndSaysWhy() async {
        let app = await Harness()
        await app.press(.character("n"), .enter)
        #expect(app.cartNames.isEmpty)
        #expect(app.screen.contains("a pizza needs at least one ingredient"))
    }

    @Test func theBarStaysThreeSecondsOnTheClockAndRestartsOnANewAddition() async {
        let app = await Harness()
        await app.press(.character("a"))
        #expect(app.screen.contains("ADDED TO CART"))
        await app.clock.waitUntilSleeping()
        app.clock.advance(by: .milliseconds(2_000))
        // A second addition restarts the three seconds.
        await app.press(.character("a"))
        #expect(app.screen.contains("Margherita × 2 in cart"))
        await app.clock.waitUntilSleeping()
        app.clock.advance(by: .milliseconds(2_999))
        #expect(app.clock.sleeping == 1)
        #expect(app.screen.contains("ADDED TO CART"))
        app.clock.advance(by: .milliseconds(1))
        await app.waitUntil { $0.app.notice == nil }
        #expect(!app.screen.contains("ADDED TO CART"))
    }

    @Test func theCartIsReachableWithCFromEveryPageAndEscGoesBack() async {
        let app = await Harness()
        for opener: Key in [.enter, .character("n"), .character("b")] {
            await app.press(opener, .character("c"))
            #expect(app.lines[0].contains("› Cart"), "after \(opener)")
            #expect(app.screen.contains("The cart is empty"))
            await app.press(.escape)
            #expect(!app.lines[0].contains("› Cart"))
            await app.press(.escape)
            #expect(app.store.state.app.pages.isEmpty)
        }
        await app.press(.character("c"))
        #expect(app.lines[0].contains("› Cart"))
        // On the menu, Esc is the shell's: back to the home screen.
        await app.press(.escape)
        #expect(await app.press(.escape) == .back)
    }

    @Test func cartAndDrinksDoNotPileUp() async {
        let app = await Harness()
        await app.press(.character("c"), .character("b"), .enter, .character("c"), .character("b"), .character("c"))
        #expect(app.store.state.app.pages.count == 2)
        // The cart read the store again when it came back on top: the drink is there.
        #expect(app.screen.contains("Still Water"))
        await app.press(.escape, .escape)
        #expect(app.store.state.app.pages.isEmpty)
    }

    @Test func removingALineUpdatesTheTotal() async {
        let app = await Harness()
        await app.press(.character("a"), .down, .character("a"), .character("c"))
        #expect(app.screen.contains("CHECKOUT ($14.50)"))
        await app.press(.character("d"))
        #expect(app.cartNames == ["1× Ricci"])
        #expect(app.checkout.requests.isEmpty)
        #expect(app.screen.contains("CHECKOUT ($9.00)"))
        await app.press(.delete)
        #expect(app.screen.contains("The cart is empty"))
        // With nothing to order, p does not check out.
        await app.press(.character("p"))
        #expect(app.checkout.requests.isEmpty)
    }

    @Test func aRefusedCheckoutKeepsTheCartAndSaysWhy() async {
        let app = await Harness(checkout: .failing(.unavailable(service: "The checkout server", reason: "HTTP 503")))
        await app.press(.character("a"), .character("c"), .character("p"), .character("y"))
        #expect(app.screen.contains("Checkout failed"))
        #expect(app.cartNames == ["1× Margherita"])
        #expect(!app.screen.contains("Thank you"))
    }

    @Test func aCheckoutThatMayHaveGoneThroughSaysSoAndTheNextOneWarnsFirst() async {
        let silent = FakePizzaCheckoutGateway.uncertain(reason: "did not answer in time (15 s)")
        let app = await Harness(checkout: silent)
        await app.press(.character("a"), .character("c"), .character("p"), .character("y"))
        #expect(app.screen.contains("may or may not have gone through"))
        #expect(!app.screen.contains("Checkout failed"))
        #expect(app.cartNames == ["1× Margherita"])
        #expect(app.screen.contains("An earlier checkout of 1 item ($5.50) may have gone through"))
        await app.press(.character("p"))
        // The question (wrapped in its box) warns before it asks.
        #expect(app.screen.contains("gone through. Place the order: 1 item, $5.50?"))
        await app.press(.character("n"))
        #expect(silent.requests.count == 1)
    }

    @Test func anUnreachableMenuShowsTheBannerOnEveryPageAndRRetries() async {
        let cached = InMemoryPizzaMenuCache(saved: .recorded, fetchedAt: Date(timeIntervalSince1970: 0))
        let app = await Harness(menu: .failure(.unavailable(service: "Nenno's Pizza menu", reason: "connection refused")), cache: cached)
        #expect(app.screen.contains("Showing the saved menu"))
        #expect(app.screen.contains("r retry"))
        await app.press(.character("c"))
        #expect(app.screen.contains("Showing the saved menu"))
        app.gateway.answer(.success(.recorded))
        await app.press(.character("r"))
        #expect(app.gateway.fetchCount == 2)
        #expect(!app.screen.contains("Showing the saved menu"))
    }

    @Test func noMenuAtAllOffersRetryInThePage() async {
        let app = await Harness(menu: .failure(.unavailable(service: "Nenno's Pizza menu", reason: "connection refused")))
        #expect(app.screen.contains("Ooops, something went wrong"))
        // Nothing to edit or add; the cart still opens.
        await app.press(.enter, .character("n"), .character("a"))
        #expect(app.store.state.app.pages.isEmpty)
        app.gateway.answer(.success(.recorded))
        await app.press(.character("r"))
        #expect(app.screen.contains("Margherita"))
    }

    @Test func questionMarkListsEveryKeyOfThePage() async {
        let app = await Harness()
        await app.press(.character("n"), .character("?"))
        Snapshot.assert(lines: app.lines, named: "keys-editor-help-80x24")
        #expect(app.screen.contains("on/off"))
        #expect(app.screen.contains("cart"))
    }
}
