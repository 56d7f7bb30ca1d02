import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// Screens that keep up: what another process changed shows on the next reload (a timer,
/// Ctrl-L, the return from Ctrl-Z), type-to-find in the 184-category picker, long names that
/// wrap on the detail, and the sign-in screen after a new employee.
@MainActor
@Suite struct KeepingUpTests {
    static let context = ScreenContext(size: Size(width: 80, height: 24), canGoBack: true)

    func press(_ keys: [Key], on host: StoreHost<WineScreen>) async {
        for key in keys {
            _ = host.handle(key, context: Self.context)
            await host.store.idle()
        }
    }

    func screen<S: Screen>(_ host: StoreHost<S>) -> String {
        host.render(context: Self.context).lines.joined(separator: "\n")
    }

    func signedIn() async throws -> (WineScreenTests.Backend, StoreHost<WineScreen>) {
        let backend = WineScreenTests.Backend()
        _ = try backend.environment.registerEmployee("1234", "Ana", "Lima", "")
        try backend.catalog.upsertWines(WineScreenTests.wines)
        let host = await backend.host()
        await press("1234".map { .character($0) } + [.enter], on: host)
        return (backend, host)
    }

    // MARK: - Reloads

    @Test func theWineCatalogAndCartShowWhatAnotherProcessChanged() async throws {
        let (backend, host) = try await signedIn()
        #expect(screen(host).contains("Cart: 0 bottles"))
        // Another process (the CLI) adds to the cart and imports a wine.
        _ = try backend.environment.addToCart(2, 4)
        try backend.catalog.upsertWines([Wine(id: 9, name: "Added Elsewhere Syrah")])
        host.reload()
        await host.store.idle()
        #expect(screen(host).contains("Cart: 4 bottles"))
        #expect(screen(host).contains("Added Elsewhere Syrah"))
        await press([.character("c")], on: host)
        _ = try backend.environment.addToCart(3, 1)
        host.reload()
        await host.store.idle()
        #expect(screen(host).contains("5 bottles in 2 lines"))
        // Not while the confirmation is up: what it names is what is ordered.
        await press([.character("p")], on: host)
        #expect(WineScreen.reloadAction(host.store.state) == nil)
    }

    @Test func aReloadIsQuietAndNeverAsksWineCom() async throws {
        let (backend, host) = try await signedIn()
        let checks = backend.gateway.reachabilityChecks
        backend.gateway.fail(with: .unavailable(service: "wine.com", reason: "connection refused"))
        host.reload()
        await host.store.idle()
        #expect(backend.gateway.reachabilityChecks == checks)
        #expect(!screen(host).contains("Can't reach wine.com"))
        #expect(!host.store.state.app.catalog.isLoading)
    }

    @Test func thePizzaCartShowsWhatAnotherProcessAdded() async throws {
        let app = await PizzaScreenKeyTests.Harness()
        await app.press(.character("c"))
        #expect(app.screen.contains("The cart is empty"))
        // Another process on the same data directory adds two drinks.
        try app.cart.update { try $0.add(.drink(Menu.recorded.drinks[0]), quantity: 2) }
        app.host.reload()
        await app.store.idle()
        #expect(app.screen.contains("CHECKOUT"))
    }

    // MARK: - Type-to-find

    @Test func typingInThePickerFindsACategoryAndEscClearsWhatWasTyped() async throws {
        let (backend, host) = try await signedIn()
        let many = (1...184).map { WineCategory(id: 1000 + $0, name: $0 == 150 ? "Sparkling Rosé" : "Category \($0)", group: .varietal) }
        try backend.catalog.upsertCategories(many)
        host.reload()
        await host.store.idle()
        await press([.character("f")] + "spa".map { .character($0) }, on: host)
        guard case let .filters(cursor, find) = host.store.state.catalogInput else {
            Issue.record("the picker is not open")
            return
        }
        #expect(find == "spa")
        #expect(host.store.state.app.catalog.categories[cursor].name == "Sparkling Rosé")
        Snapshot.assert(lines: host.render(context: Self.context).lines, named: "picker-found-80x24")
        // Space turns the found one on; Esc clears the text first, then closes.
        await press([.character(" "), .escape], on: host)
        #expect(host.store.state.app.catalog.query.categoryIDs == [1150])
        guard case .filters(_, "") = host.store.state.catalogInput else {
            Issue.record("Esc did not clear the text typed")
            return
        }
        await press([.escape], on: host)
        #expect(host.store.state.catalogInput == nil)
    }

    @Test func findingMatchesAWordInsideTheNameAndNothingMovesNothing() {
        let categories = [WineScreenTests.red, WineScreenTests.white, WineScreenTests.merlot, WineScreenTests.napa]
        #expect(WineScreenFeature.category(matching: "val", in: categories) == 3)
        #expect(WineScreenFeature.category(matching: "WHI", in: categories) == 1)
        #expect(WineScreenFeature.category(matching: "zz", in: categories) == nil)
    }

    // MARK: - Long names

    @Test func aLongNameWrapsOnTheDetail() {
        let name = "Domaine de la Romanée-Conti Grand Cru Échezeaux Vieilles Vignes Cuvée Spéciale du Centenaire 2005"
        let wine = Wine(id: 7, name: name, wineType: WineScreenTests.red, appellation: WineScreenTests.napa, priceRetail: Money(cents: 99_900))
        let state = WineScreenTests.signedIn(.detail) { state in
            state.app.detail = WineDetailFeature.State(wineID: 7)
            state.app.detail?.wine = wine
        }
        let lines = WineScreen.render(state, context: Self.context).lines
        let text = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains(name))
        #expect(!lines.joined().contains("…"))
        Snapshot.assert(lines: lines, named: "detail-long-name-80x24")
    }

    // MARK: - After a new employee

    @Test func aNewEmployeeIsAnnouncedOnSignInAndTheOldErrorGoes() async throws {
        let backend = WineScreenTests.Backend()
        let host = await backend.host()
        await press("9999".map { .character($0) } + [.enter], on: host)
        #expect(screen(host).contains("no employee has this PIN"))
        let typed: [Key] = "4321\tBo\tBerg\n".map { character in
            switch character {
            case "\t": .tab
            case "\n": .enter
            default: .character(character)
            }
        }
        await press([.character("n")] + typed, on: host)
        #expect(host.store.state.route == .signIn)
        #expect(screen(host).contains("Bo Berg can now sign in with their PIN."))
        #expect(!screen(host).contains("no employee has this PIN"))
    }
}
