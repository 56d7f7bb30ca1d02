import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing
@testable import KioskTUIApp

/// Every Wine Club screen and state at 80×24 and 120×40 (a few at 60×20), then key sequences
/// driving the screens over a real store and TestSupport's Wine Club on in-memory stores.
@MainActor
@Suite struct WineScreenTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]
    nonisolated static let now = Date(timeIntervalSince1970: 1_700_000_000)

    nonisolated static let red = WineCategory(id: 124, name: "Red Wine", group: .wineType)
    nonisolated static let white = WineCategory(id: 125, name: "White Wine", group: .wineType)
    nonisolated static let merlot = WineCategory(id: 138, name: "Merlot", group: .varietal)
    nonisolated static let napa = WineCategory(id: 2398, name: "Napa Valley", group: .appellation)
    nonisolated static let wines = [
        Wine(id: 1, name: "Duckhorn Napa Valley Merlot 2008", labelURL: "https://example.com/1.jpg", vintage: "2008",
             varietal: merlot, wineType: red, appellation: napa, vineyard: "Duckhorn", priceRetail: Money(cents: 5_499)),
        Wine(id: 2, name: "Aalto", description: "<p>Dark &amp; dense, with <b>plum</b> and spice.</p>", wineType: red),
        Wine(id: 3, name: "Zind-Humbrecht Riesling", labelURL: "https://example.com/3.jpg", wineType: white, priceMin: Money(cents: 2_150)),
        Wine(id: 4, name: "Château Ste. Michelle Merlot", varietal: merlot, wineType: red),
    ]
    static let ana = Employee(id: 1, pin: try! PIN("1234"), firstName: "Ana", lastName: "Lima", email: try? EmailAddress("ana@example.com"), hireDate: now)

    // MARK: - Snapshots

    static func signedIn(_ route: WineRoute, _ change: (inout WineScreenFeature.State) -> Void = { _ in }) -> WineScreenFeature.State {
        var state = WineScreenFeature.State()
        state.app.employee = ana
        state.app.routes = ScreenStack(route == .catalog ? [.catalog] : [.catalog, route])
        state.app.catalog.categories = [red, white, merlot, napa]
        state.app.catalog.page = CatalogPage(wines: wines, total: wines.count)
        state.app.catalog.cartQuantity = 3
        change(&state)
        return state
    }

    static func form(_ route: WineRoute, _ change: (inout WineScreenFeature.State) -> Void = { _ in }) -> WineScreenFeature.State {
        var state = WineScreenFeature.State()
        state.app.routes = ScreenStack(route == .signIn ? [.signIn] : [.signIn, route])
        change(&state)
        return state
    }

    static let cartItems = [CartItem(wine: wines[1], quantity: 5), CartItem(wine: wines[0], quantity: 2)]

    static let states: [(String, WineScreenFeature.State)] = [
        ("signin-empty", form(.signIn)),
        ("signin-typing", form(.signIn) { $0.app.signIn.pin = "123" }),
        ("signin-malformed", form(.signIn) { $0.app.signIn.error = .validation(field: "pin", rule: "must be 4 to 8 digits long (got 2)") }),
        ("signin-unknown", form(.signIn) { $0.app.signIn.error = .notSignedIn(reason: "pin: no employee has this PIN") }),
        ("signin-throttled", form(.signIn) { $0.app.signIn.error = .notSignedIn(reason: "pin: too many wrong PINs in a row; try again in 4 s") }),
        ("signin-unreachable", form(.signIn) { $0.app.signIn.serviceProblem = .unavailable(service: "wine.com", reason: "connection refused") }),
        ("signin-after-create", form(.signIn) { $0.app.notice = Notice("Ana Lima can now sign in with their PIN.") }),
        ("new-employee-empty", form(.newEmployee)),
        ("new-employee-conflict", form(.newEmployee) {
            $0.app.newEmployee.pin = "5678"; $0.app.newEmployee.firstName = "Ana"; $0.app.newEmployee.lastName = "Lima"
            $0.newEmployeeFocus = .lastName
            $0.app.newEmployee.error = .conflict(field: "lastName", message: "lastName: an employee named Lima already exists")
        }),
        ("forgot-found", form(.forgotPIN) { $0.app.forgotPIN.email = "ana@example.com"; $0.app.forgotPIN.found = ana }),
        ("forgot-unknown", form(.forgotPIN) { $0.app.forgotPIN.email = "bo@example.com"; $0.app.forgotPIN.error = .notFound(what: "employee with email bo@example.com") }),
        ("employees", form(.employees) {
            $0.app.employees = .loaded([
                EmployeeSummary(id: 1, firstName: "Ana", lastName: "Lima", email: "ana@example.com", hireDate: now, cartQuantity: 3),
                EmployeeSummary(id: 2, firstName: "Bo", lastName: "Berg", email: nil, hireDate: now.addingTimeInterval(86_400 * 40), cartQuantity: 0),
            ])
        }),
        ("employees-empty", form(.employees) { $0.app.employees = .loaded([]) }),
        ("catalog-loaded", signedIn(.catalog) { $0.catalogCursor = 1 }),
        ("catalog-empty", signedIn(.catalog) { $0.app.catalog.page = CatalogPage(wines: [], total: 0); $0.app.catalog.categories = []; $0.app.catalog.cartQuantity = 0 }),
        ("catalog-importing", signedIn(.catalog) {
            $0.app.catalog.page = CatalogPage(wines: [], total: 0)
            $0.app.catalog.importProgress = ImportProgress(categories: 12, imported: 150, total: 400)
        }),
        ("catalog-combined", signedIn(.catalog) {
            $0.app.catalog.query = CatalogQuery(sort: .nameDescending, categoryIDs: [124, 138], search: "merlot")
            $0.app.catalog.page = CatalogPage(wines: [wines[3], wines[0]], total: 2)
        }),
        ("catalog-searching", signedIn(.catalog) { $0.catalogInput = .search; $0.app.catalog.query.search = "mer" }),
        ("catalog-no-results", signedIn(.catalog) { $0.app.catalog.query.search = "pizza"; $0.app.catalog.page = CatalogPage(wines: [], total: 0) }),
        ("catalog-filters", signedIn(.catalog) { $0.app.catalog.query.categoryIDs = [138]; $0.catalogInput = .filters(cursor: 2, find: "") }),
        ("catalog-filters-find", signedIn(.catalog) { $0.catalogInput = .filters(cursor: 2, find: "mer") }),
        ("catalog-quick-add", signedIn(.catalog) { $0.app.quickAdd = WineQuickAdd(wineID: 1, name: wines[0].name, quantity: "2"); $0.quantityField = TextFieldState(text: "2") }),
        ("catalog-added", signedIn(.catalog) { $0.app.notice = Notice("Added 2 × Aalto to the cart (5 in all).") }),
        ("catalog-offline", signedIn(.catalog) { $0.app.catalog.serviceProblem = .unavailable(service: "wine.com", reason: "connection refused") }),
        ("catalog-paged", signedIn(.catalog) { $0.app.catalog.page = CatalogPage(wines: wines, total: 60); $0.app.catalog.query.offset = 25 }),
        ("detail", signedIn(.detail) { $0.app.detail = WineDetailFeature.State(wineID: 1); $0.app.detail?.wine = wines[0]; $0.app.detail?.quantity = "3" }),
        ("detail-description", signedIn(.detail) { $0.app.detail = WineDetailFeature.State(wineID: 2); $0.app.detail?.wine = wines[1]; $0.app.detail?.inCart = 5 }),
        ("detail-bad-quantity", signedIn(.detail) {
            $0.app.detail = WineDetailFeature.State(wineID: 1); $0.app.detail?.wine = wines[0]; $0.app.detail?.quantity = "0"
            $0.app.detail?.error = .validation(field: "quantity", rule: "must be at least 1; to take a wine out of the cart, remove its line")
        }),
        ("cart", signedIn(.cart) { $0.app.cart.contents = CartContents(items: cartItems); $0.cartCursor = 1 }),
        ("cart-editing", signedIn(.cart) { $0.app.cart.contents = CartContents(items: cartItems); $0.quantityField = TextFieldState(text: "12") }),
        ("cart-empty", signedIn(.cart) { $0.app.cart.contents = CartContents(items: []) }),
        ("cart-zero-refused", signedIn(.cart) {
            $0.app.cart.contents = CartContents(items: cartItems)
            $0.app.cart.error = .validation(field: "quantity", rule: "must be at least 1; to take a wine out of the cart, remove its line")
        }),
        ("catalog-quick-add-default", signedIn(.catalog) {
            $0.app.quickAdd = WineQuickAdd(wineID: 1, name: wines[0].name); $0.quantityField = TextFieldState(text: "1", isDefault: true)
        }),
        ("catalog-partial", signedIn(.catalog) { $0.app.catalog.status = CatalogStatus.partial(imported: 200, expected: 3_039) }),
        ("cart-confirm", signedIn(.cart) { $0.app.cart.contents = CartContents(items: cartItems); $0.app.cart.confirmation.ask($0.app.cart.contents) }),
        ("orders", signedIn(.orders) {
            $0.app.orders = .loaded([
                WineOrder(id: "W-000002", employeeID: 1, placedAt: now, lines: [
                    WineOrder.Line(wineID: 1, name: "Duckhorn Napa Valley Merlot 2008", quantity: 2, unitPrice: Money(cents: 5_499)),
                    WineOrder.Line(wineID: 2, name: "Aalto", quantity: 1),
                ], employeeName: "Ana Lima"),
                WineOrder(id: "W-000001", employeeID: 1, placedAt: now.addingTimeInterval(-86_400), lines: [
                    WineOrder.Line(wineID: 3, name: "Zind-Humbrecht Riesling", quantity: 6, unitPrice: Money(cents: 2_150)),
                ], employeeName: "Ana Lima"),
            ])
        }),
        ("account", signedIn(.account) {
            $0.app.account = WineAccountFeature.State(employee: ana)
            $0.app.account.oldPIN = "12"
            $0.app.account.error = .notSignedIn(reason: "oldPIN: this is not your PIN")
        }),
        ("cart-typing", signedIn(.cart) { $0.app.cart.contents = CartContents(items: cartItems); $0.cartCursor = 1; $0.quantityField = TextFieldState(text: "4") }),
        ("thank-you", signedIn(.thankYou) {
            $0.app.thankYou = WineThankYouFeature.State(order: WineOrder(id: "W-000042", employeeID: 1, placedAt: now, lines: [
                WineOrder.Line(wineID: 2, name: "Aalto", quantity: 5), WineOrder.Line(wineID: 1, name: "Duckhorn", quantity: 2),
            ]))
        }),
    ]

    @Test(arguments: sizes)
    func everyState(size: Size) {
        for (name, state) in Self.states {
            Snapshot.assert(lines: WineScreen.render(state, context: ScreenContext(size: size, canGoBack: true)).lines, named: "\(name)-\(size.width)x\(size.height)")
        }
    }

    @Test func theNarrowestTerminalStillShowsEveryScreen() {
        for name in ["signin-malformed", "new-employee-conflict", "catalog-combined", "catalog-filters", "detail-description", "cart", "thank-you"] {
            let state = Self.states.first { $0.0 == name }!.1
            Snapshot.assert(lines: WineScreen.render(state, context: ScreenContext(size: Size(width: 60, height: 20), canGoBack: true)).lines, named: "\(name)-60x20")
        }
    }

    @Test func helpOverlayListsTheCartAndSignOut() {
        let frame = WineScreen.render(Self.signedIn(.catalog), context: ScreenContext(size: Self.sizes[0], canGoBack: true, isShowingHelp: true))
        let text = frame.lines.joined(separator: "\n")
        #expect(text.contains("sign out"))
        #expect(text.contains("cart (3)"))
        #expect(text.contains("import"))
        Snapshot.assert(lines: frame.lines, named: "catalog-help-80x24")
    }

    @Test func theLabelSlotIsEmptyWithoutALabel() {
        let lines = WineScreen.render(Self.signedIn(.catalog), context: ScreenContext(size: Self.sizes[0])).lines
        let aalto = lines.first { $0.contains("Aalto") }!
        let duckhorn = lines.first { $0.contains("Duckhorn") }!
        #expect(!aalto.contains(WineScreen.labelMark))
        #expect(duckhorn.contains(WineScreen.labelMark))
        // The names line up whether or not the wine has a label.
        #expect(aalto.firstRange(of: "Aalto")!.lowerBound.utf16Offset(in: aalto) == duckhorn.firstRange(of: "Duckhorn")!.lowerBound.utf16Offset(in: duckhorn))
    }

    @Test func thePINIsMasked() {
        let text = WineScreen.render(Self.form(.signIn) { $0.app.signIn.pin = "4821" }, context: ScreenContext(size: Self.sizes[0])).lines.joined()
        #expect(!text.contains("4821"))
        #expect(text.contains("••••"))
    }

    // MARK: - Keys

    /// The Wine Club over in-memory stores and a fake wine.com serving the wines above; a test
    /// sets it up and reads it back through the features' environment and the stores.
    @MainActor
    struct Backend {
        let kit = WineTestEnvironment()

        var employees: InMemoryEmployeeStore { kit.employees }
        var carts: InMemoryWineCartStore { kit.carts }
        var catalog: InMemoryCatalogStore { kit.catalog }
        /// wine.com: `fail(with:)` takes it down, `recover()` brings it back.
        var gateway: FakeWineCatalogGateway { kit.gateway }
        /// What the features call.
        var environment: WineEnvironment { kit.environment }

        init() {
            kit.gateway.serve(categories: [WineScreenTests.red, WineScreenTests.white, WineScreenTests.merlot, WineScreenTests.napa], wines: WineScreenTests.wines)
        }

        func host() async -> StoreHost<WineScreen> {
            let store = Store<WineScreenFeature>(initialState: .init(), environment: environment)
            store.send(.app(.appeared))
            await store.idle()
            return StoreHost<WineScreen>(store: store)
        }
    }

    func press(_ keys: [Key], on host: StoreHost<WineScreen>) async {
        for key in keys {
            _ = host.handle(key, context: ScreenContext(size: Self.sizes[0], canGoBack: true))
            await host.store.idle()
        }
    }

    func typing(_ text: String) -> [Key] { text.map { .character($0) } }

    func screen(_ host: StoreHost<WineScreen>) -> String {
        host.render(context: ScreenContext(size: Self.sizes[0], canGoBack: true)).lines.joined(separator: "\n")
    }

    @Test func createAnEmployeeSignInImportFilterAddAndCheckOut() async throws {
        let backend = Backend()
        let host = await backend.host()
        let state = { host.store.state }

        // Create Ana: n, then the four fields with Tab between them.
        await press([.character("n")] + typing("1234") + [.tab] + typing("Ana") + [.tab] + typing("Lima") + [.tab] + typing("ana@example.com") + [.enter], on: host)
        #expect(state().route == .signIn)
        #expect(try backend.employees.employee(pin: PIN("1234"))?.lastName == "Lima")
        #expect(screen(host).contains("Ana Lima can now sign in"))

        // Sign in: the catalog is empty, i imports it.
        await press(typing("1234") + [.enter], on: host)
        #expect(state().route == .catalog)
        #expect(state().app.employee?.firstName == "Ana")
        #expect(screen(host).contains("The catalog is empty."))
        await press([.character("i")], on: host)
        #expect(state().app.catalog.page?.total == 4)
        Snapshot.assert(lines: host.render(context: ScreenContext(size: Self.sizes[0], canGoBack: true)).lines, named: "keys-imported-80x24")

        // Filter by Merlot (third category), search "duck", sort Z→A: all three combine.
        await press([.character("f"), .down, .down, .character(" "), .enter], on: host)
        #expect(state().app.catalog.query.categoryIDs == [138])
        #expect(state().app.catalog.page?.wines.map(\.id) == [4, 1])
        await press([.character("s")], on: host)
        #expect(state().app.catalog.page?.wines.map(\.id) == [1, 4])
        await press([.character("/")] + typing("duck") + [.enter], on: host)
        #expect(state().app.catalog.page?.wines.map(\.id) == [1])

        // Quick add: the 3 typed replaces the default 1, so 3 are added, not 13.
        await press([.character("a")] + typing("3") + [.enter], on: host)
        #expect(try backend.environment.cart().items.map(\.quantity) == [3])
        #expect(screen(host).contains("Added 3 × Duckhorn"))

        // Detail: 2 typed adds 2; after the add the field is a default again, so the next 1
        // adds 1. Coming back keeps the sort, filter and search.
        await press([.enter], on: host)
        #expect(state().route == .detail)
        await press(typing("2") + [.enter], on: host)
        #expect(state().app.detail?.inCart == 5)
        await press(typing("1") + [.enter], on: host)
        #expect(state().app.detail?.inCart == 6)
        await press([.backspace] + typing("12") + [.backspace, .enter], on: host)
        #expect(state().app.detail?.inCart == 7)
        await press([.escape], on: host)
        #expect(state().route == .catalog)
        #expect(state().app.catalog.query == CatalogQuery(sort: .nameDescending, categoryIDs: [138], search: "duck"))
        #expect(state().app.catalog.page?.wines.map(\.id) == [1])

        // Cart: +, then a line opens its detail, c comes back to the cart.
        await press([.character("c")], on: host)
        #expect(state().route == .cart)
        await press([.character("+")], on: host)
        #expect(state().app.cart.totalQuantity == 8)
        await press([.enter], on: host)
        #expect(state().route == .detail)
        await press([.character("c")], on: host)
        #expect(state().app.routes.contents == [.catalog, .cart])

        // Nothing but p orders: a stray letter does not; p asks first, naming the bottles; n
        // says no, p and y order.
        await press([.character("z")], on: host)
        #expect(state().route == .cart)
        await press([.character("p")], on: host)
        #expect(screen(host).contains("Place the order for 8 bottles (1 wine), $439.92?"))
        await press([.character("n")], on: host)
        #expect(state().route == .cart)
        #expect(try backend.carts.orders(for: 1).isEmpty)
        await press([.character("p"), .character("y")], on: host)
        #expect(state().route == .thankYou)
        #expect(screen(host).contains("Your order number is W-000001."))
        await press([.enter], on: host)
        #expect(state().app.routes.contents == [.catalog])
        #expect(try backend.environment.cart().items.isEmpty)
        #expect(state().app.catalog.cartQuantity == 0)

        // Sign out from anywhere: back to sign-in.
        await press([.character("c"), .character("L")], on: host)
        #expect(state().app.routes.contents == [.signIn])
        #expect(state().app.employee == nil)
        #expect(try backend.environment.currentEmployee() == nil)
    }

    @Test func malformedAndUnknownPINsSayWhichAndRepeatedOnesAreSlowedDown() async throws {
        let backend = Backend()
        _ = try backend.environment.registerEmployee("1234", "Ana", "Lima", "")
        let host = await backend.host()

        await press(typing("12") + [.enter], on: host)
        #expect(screen(host).contains("pin: must be 4 to 8 digits long"))
        await press(typing("9999") + [.enter], on: host)
        #expect(screen(host).contains("no employee has this PIN"))
        await press(typing("9998") + [.enter] + typing("9997") + [.enter] + typing("9996") + [.enter], on: host)
        await press(typing("1234") + [.enter], on: host)
        #expect(host.store.state.route == .signIn)
        #expect(screen(host).contains("too many wrong PINs in a row; try again in"))
    }

    @Test func forgotPINShowsThePINOrSaysNobodyHasTheEmail() async throws {
        let backend = Backend()
        _ = try backend.environment.registerEmployee("4821", "Ana", "Lima", "ana@example.com")
        let host = await backend.host()

        // q, r and ? are typed into the email field, not taken by the shell.
        await press([.character("F")] + typing("nobody?q@r.com") + [.enter], on: host)
        #expect(host.store.state.app.forgotPIN.email == "nobody?q@r.com")
        #expect(host.store.state.app.forgotPIN.error != nil)
        await press([.ctrl("u")] + typing("ANA@example.com") + [.enter], on: host)
        #expect(screen(host).contains("Ana Lima's PIN is 4821"))
        await press([.escape], on: host)
        #expect(host.store.state.route == .signIn)
    }

    @Test func theEmployeesListShowsCartQuantities() async throws {
        let backend = Backend()
        _ = try backend.environment.registerEmployee("1234", "Ana", "Lima", "ana@example.com")
        try backend.catalog.upsertWines(Self.wines)
        _ = try backend.environment.signIn("1234")
        _ = try backend.environment.addToCart(2, 4)
        try backend.environment.signOut()
        let host = await backend.host()
        await press([.character("t")], on: host)
        #expect(host.store.state.route == .employees)
        #expect(screen(host).contains("4 bottles"))
        await press([.escape], on: host)
        #expect(host.store.state.route == .signIn)
    }

    @Test func theCartRefusesZeroAndRemovesLines() async throws {
        let backend = Backend()
        _ = try backend.environment.registerEmployee("1234", "Ana", "Lima", "")
        try backend.catalog.upsertWines(Self.wines)
        let host = await backend.host()
        await press(typing("1234") + [.enter], on: host)
        _ = try backend.environment.addToCart(2, 1)
        _ = try backend.environment.addToCart(3, 2)
        await press([.character("c")], on: host)
        #expect(host.store.state.app.cart.contents.items.map(\.wine.id) == [2, 3])

        await press([.character("-")], on: host)
        #expect(host.store.state.app.cart.error?.message.contains("remove its line") == true)
        await press([.down] + typing("8") + [.backspace] + typing("7") + [.enter], on: host)
        #expect(try backend.environment.cart().items.map(\.quantity) == [1, 7])
        // The quantity typed replaces the line's own.
        await press(typing("4") + [.enter], on: host)
        #expect(try backend.environment.cart().items.map(\.quantity) == [1, 4])
        await press([.up, .character("d")], on: host)
        #expect(try backend.environment.cart().items.map(\.wine.id) == [3])
        #expect(screen(host).contains("4 bottles in 1 line"))
    }

    @Test func anUnreachableAPIShowsABannerAndRRetries() async throws {
        let backend = Backend()
        backend.gateway.fail(with: .unavailable(service: "wine.com", reason: "connection refused"))
        let host = await backend.host()
        #expect(screen(host).contains("Can't reach wine.com"))
        #expect(screen(host).contains("r retry"))
        backend.gateway.recover()
        await press([.character("r")], on: host)
        #expect(!screen(host).contains("Can't reach wine.com"))
    }
}
