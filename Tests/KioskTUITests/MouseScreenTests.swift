import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// The mouse on every screen: a click on a row highlights it and a click on the highlighted
/// row opens it (what Enter does there), buttons do what they say, a confirmation's buttons
/// answer it, and the wheel scrolls the list. Clicks land on the cells the screen drew, found
/// in the frame's targets; the snapshots show the screen after the clicks.
@MainActor
@Suite struct MouseScreenTests {
    static let size = Size(width: 80, height: 24)
    static let context = ScreenContext(size: size, canGoBack: true)

    /// The cell (column, row) of the first place `text` is drawn.
    static func cell(of text: String, in frame: Frame) -> (x: Int, y: Int)? {
        for (row, line) in frame.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            return (line[..<range.lowerBound].terminalWidth, row)
        }
        return nil
    }

    /// A click on where `text` is drawn on `host`'s screen.
    static func click<S: Screen>(_ text: String, on host: StoreHost<S>, context: ScreenContext = Self.context) async -> HostOutcome {
        guard let (x, y) = cell(of: text, in: host.render(context: context)) else {
            Issue.record("\"\(text)\" is not on the screen")
            return .handled
        }
        let outcome = host.handle(.mouse(.click(x: x, y: y)), context: context)
        await host.store.idle()
        return outcome
    }

    /// A click on the target `name` (and `index`) of `host`'s screen.
    static func click<S: Screen>(target name: String, index: Int, on host: StoreHost<S>, context: ScreenContext = Self.context) async {
        guard let target = host.render(context: context).targets.last(where: { $0.name == name && $0.index == index }) else {
            Issue.record("no target \(name) \(index) on the screen")
            return
        }
        _ = host.handle(.mouse(.click(x: target.rect.x, y: target.rect.y)), context: context)
        await host.store.idle()
    }

    static func wheel<S: Screen>(_ step: Int, on host: StoreHost<S>) async {
        _ = host.handle(.mouse(MouseEvent(step < 0 ? .wheelUp : .wheelDown, x: 10, y: 10)), context: context)
        await host.store.idle()
    }

    // MARK: - Home

    @Test func aClickOnAnAppOpensIt() async {
        let store = Store<HomeFeature>(initialState: HomeFeature.State(), environment: .init())
        let host = StoreHost<HomeScreen>(store: store)
        _ = await Self.click("Nenno's Pizza", on: host, context: ScreenContext(size: Self.size))
        #expect(store.state.opened == .pizza)
    }

    // MARK: - Counters

    func countersHost() async -> (CountersScreenTests.Backend, StoreHost<CountersScreen>) {
        let backend = CountersScreenTests.Backend()
        backend.counters = CountersScreenTests.counters + (5...30).map { Counter(id: CounterID("n\($0)"), title: "Counter \($0)", count: $0) }
        let store = Store<CountersScreenFeature>(initialState: .init(), environment: backend.environment)
        let host = StoreHost<CountersScreen>(store: store)
        store.send(.list(.appeared))
        await store.idle()
        return (backend, host)
    }

    @Test func countersAClickHighlightsARowAndInEditModeSelectsIt() async {
        let (_, host) = await countersHost()
        _ = await Self.click("Times sneezed", on: host)
        #expect(host.store.state.cursor == 2)
        _ = host.handle(.character("e"), context: Self.context)
        _ = await Self.click("Glasses of water", on: host)
        _ = await Self.click("Cups of coffee", on: host)
        #expect(host.store.state.list.selection == ["k1", "k2"])
        Snapshot.assert(lines: host.render(context: Self.context).lines, named: "counters-edit-clicked-80x24")
    }

    @Test func countersTheWheelScrollsAndTheConfirmationsButtonsAnswer() async {
        let (backend, host) = await countersHost()
        for _ in 0..<5 { await Self.wheel(1, on: host) }
        #expect(host.store.state.cursor == 15)
        await Self.wheel(-1, on: host)
        #expect(host.store.state.cursor == 12)
        Snapshot.assert(lines: host.render(context: Self.context).lines, named: "counters-scrolled-80x24")
        _ = host.handle(.character("e"), context: Self.context)
        _ = host.handle(.character(" "), context: Self.context)
        _ = host.handle(.character("d"), context: Self.context)
        #expect(host.store.state.list.deleteConfirmation == 1)
        // A click beside the box does nothing; [n] Cancel cancels; [y] deletes.
        _ = host.handle(.mouse(.click(x: 0, y: 3)), context: Self.context)
        #expect(host.store.state.list.deleteConfirmation == 1)
        _ = await Self.click("[n] Cancel", on: host)
        #expect(host.store.state.list.deleteConfirmation == nil)
        _ = host.handle(.character("d"), context: Self.context)
        _ = await Self.click("[y] Delete 1 counter", on: host)
        await host.store.idle()
        #expect(backend.recorded == [.delete("n13")])
    }

    // MARK: - Wine

    func wineHost() async throws -> (WineScreenTests.Backend, StoreHost<WineScreen>) {
        let backend = WineScreenTests.Backend()
        _ = try backend.environment.registerEmployee("1234", "Ana", "Lima", "")
        try backend.catalog.upsertWines(WineScreenTests.wines)
        try backend.catalog.upsertCategories([WineScreenTests.red, WineScreenTests.white, WineScreenTests.merlot, WineScreenTests.napa])
        let host = await backend.host()
        for key in "1234".map({ Key.character($0) }) + [.enter] {
            _ = host.handle(key, context: Self.context)
            await host.store.idle()
        }
        return (backend, host)
    }

    @Test func wineAClickHighlightsAWineAndASecondOpensItsDetail() async throws {
        let (_, host) = try await wineHost()
        #expect(host.store.state.route == .catalog)
        _ = await Self.click("Zind-Humbrecht", on: host)
        #expect(host.store.state.highlightedWine?.id == 3)
        #expect(host.store.state.route == .catalog)
        _ = await Self.click("Zind-Humbrecht", on: host)
        #expect(host.store.state.route == .detail)
        #expect(host.store.state.app.detail?.wineID == 3)
    }

    @Test func wineThePickersRowsAreClickedAndTheWheelScrollsIt() async throws {
        let (_, host) = try await wineHost()
        _ = host.handle(.character("f"), context: Self.context)
        let napa = host.store.state.app.catalog.categories.firstIndex { $0.id == 2398 }!
        // A click beside the picker does nothing while it is open.
        _ = await Self.click("Sort", on: host)
        await Self.click(target: "picker", index: napa, on: host)
        guard case let .filters(cursor, _) = host.store.state.catalogInput, cursor == napa else {
            Issue.record("the picker's highlight did not move: \(String(describing: host.store.state.catalogInput))")
            return
        }
        await Self.click(target: "picker", index: napa, on: host)
        #expect(host.store.state.app.catalog.query.categoryIDs == [2398])
        await Self.wheel(-1, on: host)
        guard case .filters(cursor: 0, _) = host.store.state.catalogInput else {
            Issue.record("the wheel did not move the picker: \(String(describing: host.store.state.catalogInput))")
            return
        }
        Snapshot.assert(lines: host.render(context: Self.context).lines, named: "wine-picker-clicked-80x24")
    }

    @Test func wineTheCheckoutConfirmationIsAnsweredByItsButtons() async throws {
        let (backend, host) = try await wineHost()
        _ = try backend.environment.addToCart(1, 2)
        _ = host.handle(.character("c"), context: Self.context)
        await host.store.idle()
        // NB: "check out" reads the cart before the question names it.
        _ = host.handle(.character("p"), context: Self.context)
        await host.store.idle()
        _ = await Self.click("[n] Not now", on: host)
        #expect(!host.store.state.app.cart.isConfirmingCheckout)
        #expect(try backend.carts.orders(for: 1).isEmpty)
        _ = host.handle(.character("p"), context: Self.context)
        await host.store.idle()
        _ = await Self.click("[y] Place the order", on: host)
        #expect(host.store.state.route == .thankYou)
    }

    // MARK: - Pizza

    @Test func pizzaCardsPriceButtonsTheCrossAndCheckout() async {
        let app = await PizzaScreenKeyTests.Harness()
        // The second card: highlighted by a click, opened by another.
        _ = await Self.click("Ricci", on: app.host, context: app.context)
        #expect(app.store.state.menuCursor == 1)
        // Its price button adds it at once.
        let frame = app.host.render(context: app.context)
        let add = frame.targets.first { $0.name == "add" && $0.index == 1 }!
        _ = app.host.handle(.mouse(.click(x: add.rect.x, y: add.rect.y)), context: app.context)
        await app.store.idle()
        #expect(app.cartNames == ["1× Ricci"])
        await Self.click(target: "row", index: 1, on: app.host, context: app.context)
        #expect(app.lines[0].contains("› Ricci"))
        await app.press(.escape, .character("c"))
        // CHECKOUT asks first, as p does; the ✕ removes the line.
        _ = await Self.click("CHECKOUT", on: app.host, context: app.context)
        #expect(app.screen.contains("Place the order: 1 item"))
        _ = await Self.click("[n] Not now", on: app.host, context: app.context)
        #expect(app.checkout.requests.isEmpty)
        _ = await Self.click("✕", on: app.host, context: app.context)
        #expect(app.cartNames.isEmpty)
        Snapshot.assert(lines: app.lines, named: "pizza-cart-after-cross-80x24")
    }

    @Test func pizzaTheWheelStopsAtTheEndsInsteadOfWrapping() async {
        let app = await PizzaScreenKeyTests.Harness()
        let count = app.store.state.rowCount
        for _ in 0..<10 { await Self.wheel(1, on: app.host) }
        #expect(app.store.state.menuCursor == count - 1)
        for _ in 0..<10 { await Self.wheel(-1, on: app.host) }
        #expect(app.store.state.menuCursor == 0)
    }

    // MARK: - The overlay

    @Test func aClickClosesTheHelpOverlayAndDoesNothingElse() async {
        let (_, host) = await countersHost()
        _ = host.handle(.character("?"), context: Self.context)
        #expect(host.isShowingHelp)
        _ = await Self.click("Cups of coffee", on: host)
        #expect(!host.isShowingHelp)
        #expect(host.store.state.cursor == 0)
    }
}
