import Foundation
import Mustache
import Presentation
import Testing
import TestSupport
@testable import KioskWebApp

/// kiosk-web draws its pages with its own renderer (`HTMLTemplateLibrary`, from the values
/// reflected once: `TemplateTree`); the templates were written for the Mustache library, which
/// reads the views themselves. Every template, drawn both ways from the same views of every app,
/// reads the same, bidi controls neutralised (`terminalSafe`) as kiosk-web does.
@MainActor
@Suite(.hangGuard) struct HTMLTemplateEquivalenceTests {
    @Test func everyWinePageReadsAsTheMustacheLibraryDrawsIt() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        let oracle = try await Self.oracle()
        for state in Self.wineStates() {
            let view = WineView(state, catalogURL: CatalogAddress.url, parts: pages.parts)
            for template in ["wine-catalog", "wine-detail", "wine-cart", "wine-orders", "wine-sign-in", "wine-new-employee", "wine-thanks"] {
                try expectSame(template, PageContext(csrf: "0123abcd", chrome: Self.chrome(pages), view: view), pages, oracle, "route \(state.route)")
            }
        }
    }

    @Test func everyPizzaPageReadsAsTheMustacheLibraryDrawsIt() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        let oracle = try await Self.oracle()
        for (label, state) in try await Self.pizzaStates() {
            let view = PizzaView(state, editorAction: "/pizza/pizzas/0")
            for template in ["pizza-menu", "pizza-editor", "pizza-drinks", "pizza-cart", "pizza-thanks", "pizza-orders"] {
                try expectSame(template, PageContext(csrf: "t&<k>", chrome: Self.chrome(pages), view: view), pages, oracle, label)
            }
        }
    }

    @Test func theHomeCountersReceiptAndErrorPagesReadAsTheMustacheLibraryDrawsThem() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        let oracle = try await Self.oracle()
        let chrome = PageChrome(title: "Kiosk", appName: "Kiosk", isHome: true, assets: pages.assets)
        try expectSame("home", PageContext(csrf: "t", chrome: chrome, view: HomeView(apps: KioskApp.allCases, paths: [.wine: "/wine", .pizza: "/pizza"])), pages, oracle)
        var counters = CountersPageFeature.State()
        try expectSame("counters", PageContext(csrf: "t", chrome: chrome, view: CountersView(counters)), pages, oracle, "empty")
        counters.list.phase = .loaded
        counters.list.counters = [Counter(id: "a1", title: "Tea <\"hot\">", count: 3), Counter(id: "b2", title: "Naps \u{202E}gnp", count: -1), Counter(id: "c3", title: nil, count: 0)]
        counters.list.pendingCount = 2
        for template in ["counters", "counters-fragment", "counters-live"] {
            try expectSame(template, PageContext(csrf: "t", chrome: Self.chrome(pages), view: CountersView(counters)), pages, oracle, "loaded")
        }
        let receipt = Receipt(shop: "Wine Club", title: "Order W-000001", time: "2026-11-27 14:03",
                              lines: [.init(quantity: 2, name: "Napa & <Co>", detail: "tomato, basil", amount: "$44.00"), .init(quantity: 1, name: "Zero", amount: "$0.00")],
                              totals: [.init(label: "Items", amount: "3"), .init(label: "Total", amount: "$44.00", isGrandTotal: true)], footer: ["Served by Ana", "Thank you"])
        try expectSame("receipt", PageContext(csrf: "t", chrome: Self.chrome(pages), view: ReceiptView(receipt, backURL: "/wine/orders")), pages, oracle)
        try expectSame("error", PageContext(csrf: "t", chrome: Self.chrome(pages), view: ErrorView(title: "Not found", message: "No wine 7 <here>")), pages, oracle)
    }

    @Test func aRowAndACategoryGiveTheFieldsReflectionWouldFind() {
        let values: [any TemplateFields] = [
            WineView.CatalogRow(id: 7, name: "A & B", price: "$1.00", label: "/wine/labels/7", href: "/wine/wines/7"),
            WineView.CatalogRow(id: 8, name: "C", price: "no price", label: nil, href: "/wine/wines/8"),
            WineView.Category(id: 2, name: "Merlot", selected: true),
            WineView.Field(value: "Ana", error: nil), WineView.Field(value: "", error: "must not be empty"),
        ]
        for value in values {
            #expect(value.templateFields == TemplateTree.reflectedFields(of: value))
        }
    }

    @Test func theLayoutsValuesGiveTheFieldsReflectionWouldFind() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        var full = Self.chrome(pages)
        full.idleWarning = "Signing out in 10 s"
        full.touchURL = "/wine/touch"
        full.isHome = true
        let bare = PageChrome(title: "Kiosk", appName: "Kiosk", assets: pages.assets)
        let values: [any TemplateFields] = [
            full, bare, full.banner!, HiddenField(name: "q", value: "a & b"),
            FieldLimits(Quantity.rule), FieldLimits(PIN.rule), FieldLimits(PizzaCart.quantityRule), CartWords(),
            PageContext(csrf: "t", chrome: full, view: ErrorView(title: "Not found", message: "No wine 7")),
        ]
        for value in values {
            #expect(value.templateFields == TemplateTree.reflectedFields(of: value), "\(type(of: value))")
        }
    }

    @Test func everyWineViewGivesTheFieldsReflectionWouldFind() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        var views = Self.wineStates().map { WineView($0, catalogURL: CatalogAddress.url, parts: pages.parts) }
        // NB: and one with every optional filled and every list holding an element, so that a
        // field named wrongly shows even where the states above leave it empty.
        var filled = views[3]
        filled.employee = "Ana"; filled.error = "e"; filled.pinError = "p"; filled.catalogNoMatch = "n"; filled.partial = "partial"
        filled.importing = "i"; filled.previousHref = "/p"; filled.nextHref = "/n"; filled.quickAddError = "q"
        filled.confirmation = "c"; filled.thanks = "t"; filled.thanksSummary = "s"
        filled.catalogEmpty = ListPlaceholder(kind: .empty, title: "None", detail: "Import")
        filled.ordersPlaceholder = ListPlaceholder(kind: .loading, title: "Loading", detail: nil)
        filled.lines = [.init(id: 1, name: "A", label: nil, unitPrice: "$1.00", quantity: 2, total: "$2.00", href: "/wine/wines/1")]
        filled.orders = [.init(number: "W-1", date: "2026-11-29 10:00", summary: "2 bottles", lines: [.init(text: "2 × A", total: "$2.00")], receiptURL: "/r")]
        views.append(filled)
        for (index, view) in views.enumerated() {
            let given = view.templateFields
            let reflected = TemplateTree.reflectedFields(of: view)
            #expect(given.keys.sorted() == reflected.keys.sorted(), "view \(index)")
            for (name, value) in reflected where given[name] != value {
                Issue.record("view \(index): \(name) is \(String(describing: given[name])), reflection finds \(value)")
            }
        }
    }

    @Test func anEmptyOptionalIsMissingAndAFilledOneHoldsItsValue() {
        let tree = TemplateTree.of(HiddenFieldPair(first: HiddenField(name: "a", value: "b"), second: nil))
        #expect(tree.field("second") == nil)
        #expect(tree.field("first") == .fields(["name": .text("a"), "value": .text("b")]))
    }

    // MARK: - Helpers

    private func expectSame<View>(_ template: String, _ context: PageContext<View>, _ pages: WebPages, _ oracle: MustacheLibrary, _ label: String = "",
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ours = try pages.page(template, context)
        let theirs = try #require(oracle.render(context, withTemplate: template), sourceLocation: sourceLocation).terminalSafe
        #expect(ours == theirs, "\(template) \(label)", sourceLocation: sourceLocation)
        if ours != theirs {
            let at = zip(ours, theirs).prefix(while: { $0 == $1 }).count
            Issue.record("first difference at \(at): ours …\(ours.dropFirst(max(0, at - 80)).prefix(160))… theirs …\(theirs.dropFirst(max(0, at - 80)).prefix(160))…",
                         sourceLocation: sourceLocation)
        }
    }

    /// The Mustache library over the same template files.
    private static func oracle() async throws -> MustacheLibrary {
        MustacheContentTypes.register(OracleEscaping(), named: HTMLEscaping.name)
        // NB: the templates kiosk-web loads, from the source tree.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try await MustacheLibrary(directory: root.appendingPathComponent("Apps/Web/Templates").path)
    }

    /// kiosk-web's escaping, as the library's content type.
    private struct OracleEscaping: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLEscaping.escape(text) }
    }

    private static func chrome(_ pages: WebPages) -> PageChrome {
        PageChrome(title: "Catalog · Wine Club", appName: "Wine Club", banner: Banner(message: "Offline \u{202E}x", retryAction: "/wine/retry",
                   fields: [HiddenField(name: "q", value: "merlot & <napa> \"\u{301}")]),
                   notice: "Added 2 bottles", liveURL: "/wine/catalog?live=1", assets: pages.assets)
    }

    private struct HiddenFieldPair {
        var first: HiddenField?
        var second: HiddenField?
    }

    /// Wine states covering each page's parts: rows with and without labels and prices, a
    /// selected category, both pager links, an empty catalog, a wine, a cart, errors.
    static func wineStates() -> [WineFeature.State] {
        let red = WineCategory(id: 124, name: "Red Wine", group: .wineType)
        let wines = (1...30).map { id in
            Wine(id: id, name: "Wine \(id) <\"Cellars\"> & Co \u{202E}", labelURL: id % 3 == 0 ? nil : "http://x/\(id).jpg",
                 description: "Dry", vintage: id % 2 == 0 ? "2019" : nil, wineType: red,
                 priceRetail: id % 4 == 0 ? nil : Money(cents: id % 5 == 0 ? 0 : 1_000 + id))
        }
        var catalog = WineFeature.State()
        catalog.routes = ScreenStack([.signIn, .catalog])
        catalog.employee = try? Employee(id: 1, pin: PIN("2468"), firstName: "Ana", lastName: "Lima", email: nil, hireDate: Date(timeIntervalSince1970: 0))
        catalog.catalog.categories = [red, WineCategory(id: 2, name: "Merlot", group: .varietal)]
        catalog.catalog.query = CatalogQuery(categoryIDs: [124], search: "cellars", limit: 25, offset: 25)
        catalog.catalog.page = CatalogPage(wines: wines, total: 80)
        var empty = WineFeature.State()
        empty.routes = ScreenStack([.signIn, .catalog])
        empty.catalog.page = CatalogPage(wines: [], total: 0)
        var detail = catalog
        detail.routes.push(.detail)
        var wine = WineDetailFeature.State(wineID: 3)
        wine.wine = wines[2]
        wine.inCart = 2
        wine.error = .validation(field: "quantity", rule: "must be from 1 to 999")
        detail.detail = wine
        var signIn = WineFeature.State()
        signIn.signIn.error = .validation(field: "pin", rule: "must be 4 to 8 digits long")
        var newEmployee = WineFeature.State()
        newEmployee.routes = ScreenStack([.signIn, .newEmployee])
        return [WineFeature.State(), catalog, empty, detail, signIn, newEmployee]
    }

    /// Nenno's states as a store reaches them over the recorded menu: the menu, an editor, a
    /// pizza added, the drinks, the cart, the orders; and a menu that could not be had.
    static func pizzaStates() async throws -> [(String, PizzaFeature.State)] {
        let kit = PizzaTestEnvironment()
        kit.gateway.answer(.success(.recorded))
        let store = Store<PizzaFeature>(initialState: PizzaFeature.State(), environment: kit.environment)
        var states: [(String, PizzaFeature.State)] = []
        states.append(("menu", await store.settle(.showMenu)))
        states.append(("editor", await store.settle(.show(.editPizza(0)))))
        states.append(("added", await store.settle(.perform(.editor(.addToCartPressed), on: .editPizza(0)))))
        states.append(("create", await store.settle(.show(.createPizza))))
        states.append(("drinks", await store.settle(.show(.drinks))))
        states.append(("cart", await store.settle(.show(.cart))))
        states.append(("orders", await store.settle(.show(.orders))))
        let failing = PizzaTestEnvironment()
        failing.gateway.answer(.failure(.unavailable(service: "Nenno's", reason: "the menu server <refused>")))
        let offline = Store<PizzaFeature>(initialState: PizzaFeature.State(), environment: failing.environment)
        states.append(("no menu", await offline.settle(.showMenu)))
        return states
    }
}

/// The library reads a drawn part (the category filter) as a template that renders its HTML and
/// nothing else: its delimiters changed to ones the part cannot hold (its values are escaped).
extension PagePart: MustacheCustomRepresentation {
    public var representation: Any? { try? MustacheTemplate(string: "{{=<% %>=}}" + html) }
}
