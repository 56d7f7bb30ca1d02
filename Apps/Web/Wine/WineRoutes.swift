import Composition
import Hummingbird
import Presentation

/// The Wine Club's pages. Each screen of `WineFeature` has an address (`/wine/sign-in`,
/// `/wine/catalog?q=…`, `/wine/wines/ID`, `/wine/cart`, `/wine/thanks`, `/wine/orders`,
/// `/wine/new-employee`); a GET opens that screen in the session's store, a POST sends one
/// action and answers 303 to the page it leaves the person on. The sign-in belongs to this
/// browser session only (`WineRoutes.environment(from:)`), and ends with it.
enum WineRoutes: AppRoutes {
    typealias Feature = WineFeature
    static let app = KioskApp.wine
    static let path = "/wine"
    static let initialState = WineFeature.State()
    static let opening = WineFeature.Action.appeared
    static let shownAgain = WineFeature.Action.shownAgain

    /// A fresh environment for each session's store: each browser session signs in on its own.
    static func environment(from environment: AppEnvironment) -> @Sendable () -> WineEnvironment {
        { environment.wine(signIn: .thisEnvironment) }
    }

    /// The employee signed in to this session's store.
    static func signedInEmployee(in state: WineFeature.State) -> Int64? {
        state.employee?.id
    }

    static func register(on router: WebRouter, pages: WebPages) {
        let kit = kit(pages)
        router.get(RouterPath(path)) { _, context in
            let store = try await store(context)
            return pages.redirect(to: await location(of: store.state))
        }

        // Sign-in, new employee.
        kit.get("sign-in", template: "wine-sign-in", on: router) { store, _ in
            if store.state.employee != nil { return "\(path)/catalog" }
            store.send(.opened(.signIn))
            return nil
        }
        kit.post("sign-in", on: router) { .signIn(.pinSubmitted($0["pin"] ?? "")) }
        kit.get("new-employee", template: "wine-new-employee", on: router, opening: .opened(.newEmployee))
        kit.post("new-employee", on: router) { form in
            let fields: [NewEmployeeFeature.Field: String?] = [.firstName: form["firstName"], .lastName: form["lastName"], .email: form["email"], .pin: form["pin"]]
            return .newEmployee(.formSubmitted(fields.compactMapValues { $0 }))
        }
        kit.post("sign-out", on: router) { _ in .signOutPressed }
        kit.post("retry", on: router) { _ in .retryPressed }
        // A key, a click or a touch on an open page (live.js): every request is one already
        // (`PageKit.touch`), so this one has nothing else to send.
        kit.post("touch", on: router) { _ in nil }

        // The catalog.
        kit.get("catalog", template: "wine-catalog", on: router, guarded: true) { store, query in
            store.send(.catalogOpened(try CatalogAddress.query(query, limit: store.state.catalog.query.limit)))
            return nil
        }
        kit.post("catalog/add", on: router, guarded: true) { .addToCart(wineID: try Wine.id(parsing: $0["id"]), quantity: $0["quantity"] ?? "1") }
        kit.post("import", on: router, guarded: true) { _ in .catalog(.importPressed) }

        // One wine.
        router.get(RouterPath("\(path)/wines/:id")) { request, context in
            let id = try Wine.id(parsing: context.parameters.get("id"))
            return try await kit.render("wine-detail", request, context, guarded: true) { store, _ in
                store.send(.showDetail(wineID: id))
                return nil
            }
        }
        router.post(RouterPath("\(path)/wines/:id/add")) { _, context in
            let id = try Wine.id(parsing: context.parameters.get("id"))
            return try await kit.act(context, guarded: true) { .performOnDetail(wineID: id, .addSubmitted($0["quantity"] ?? "1")) }
        }

        // The cart and checkout. NB: a reload reads the cart again (another browser, the CLI or
        // another kiosk may have changed it); a cart button works from any page, the cart read
        // first (`performOnCart`).
        kit.get("cart", template: "wine-cart", on: router, guarded: true) { store, _ in
            store.send(.show(.cart))
            return nil
        }
        kit.post("cart/set", on: router, guarded: true) { .performOnCart(.quantityTyped(wineID: try Wine.id(parsing: $0["id"]), text: $0["quantity"] ?? "")) }
        kit.post("cart/step", on: router, guarded: true) { .performOnCart(.quantityStepped(wineID: try Wine.id(parsing: $0["id"]), by: $0["by"] == "-1" ? -1 : 1)) }
        kit.post("cart/remove", on: router, guarded: true) { .performOnCart(.removePressed(try Wine.id(parsing: $0["id"]))) }
        kit.post("cart/checkout", on: router, guarded: true) { _ in .performOnCart(.checkoutPressed) }
        kit.post("cart/checkout/cancel", on: router, guarded: true) { _ in .cart(.checkoutCancelled) }
        // NB: only a confirmation this session is showing places an order: a form posted again
        // from the back button's copy of the page finds none and changes nothing.
        kit.post("cart/checkout/confirm", on: router, guarded: true) { _ in .cart(.checkoutConfirmed) }
        kit.get("thanks", template: "wine-thanks", on: router, guarded: true) { store, _ in
            store.state.thankYou == nil ? "\(path)/catalog" : nil
        }
        kit.post("thanks/new-order", on: router, guarded: true) { _ in .thankYou(.newOrderPressed) }
        kit.get("orders", template: "wine-orders", on: router, guarded: true, opening: .show(.orders))

        // An order's printable receipt: the signed-in employee's order (a 404 for one that is
        // not theirs), read with the orders; the sign-in when nobody is signed in.
        kit.receipt(on: router, appName: app.title, number: { try WineOrder.number(parsing: $0) }) { store, number, settle in
            store.send(.touched)
            await store.settle(within: settle)
            guard store.state.employee != nil else { return nil }
            store.send(.show(.orders))
            await store.settle(within: settle)
            guard let order = store.state.orders.items.first(where: { $0.id == number }) else { throw WebError.notFound }
            return (WineReceipt.make(order, timeZone: .current), "Receipt of \(order.id) · Wine Club")
        }

        // Labels, from the pictures this session was shown: never a URL the browser names.
        kit.picture("labels/:id", on: router) { session, id in try labelURL(of: Wine.id(parsing: id), in: session) }
    }

    // MARK: - Helpers

    /// Where the store's screen lives.
    @MainActor
    static func location(of state: WineFeature.State) -> String {
        switch state.route {
        case .signIn, .forgotPIN, .employees, .account: state.employee == nil ? "\(path)/sign-in" : "\(path)/catalog"
        case .newEmployee: "\(path)/new-employee"
        case .catalog: CatalogAddress.url(state.catalog.query)
        case .detail: state.detail.map { "\(path)/wines/\($0.wineID)" } ?? "\(path)/catalog"
        case .cart: "\(path)/cart"
        case .thankYou: "\(path)/thanks"
        case .orders: "\(path)/orders"
        }
    }

    @MainActor
    private static func labelURL(of id: Int, in session: WebSession) -> String? {
        guard session.hasStore(Self.self) else { return nil }
        let state = session.store(Self.self).state
        let shown = (state.catalog.page?.wines ?? []) + state.cart.contents.items.map(\.wine) + [state.detail?.wine].compactMap { $0 }
        return shown.first { $0.id == id }?.labelURL
    }

    private static func store(_ context: WebRequestContext) async throws -> Store<WineFeature> {
        try await context.requireSession().store(Self.self)
    }

    /// A wine's page names a wine the catalog has: one it does not is a 404, not a page with an
    /// Add button.
    private static func requireWine(_ state: WineFeature.State) throws {
        guard let detail = state.detail, detail.wine == nil, case .notFound? = detail.error else { return }
        throw WebError.notFound
    }

    // MARK: - Route plumbing

    /// The Wine Club on the shared page plumbing: a guarded page or action without a sign-in
    /// goes to the sign-in (a page first lets a sign-in in flight land).
    private static func kit(_ pages: WebPages) -> PageKit<WineFeature, WineView> {
        PageKit(
            path: path, pages: pages, store: { $0.store(Self.self) }, location: { location(of: $0) },
            pageGate: { store, guarded, timeout in
                guard guarded, store.state.employee == nil else { return nil }
                await store.settle(within: timeout)
                return store.state.employee == nil ? "\(path)/sign-in" : nil
            },
            actionGate: { store, guarded, _ in guarded && store.state.employee == nil ? "\(path)/sign-in" : nil },
            chrome: { state, liveURL in
                var chrome = PageChrome(
                    title: "\(state.route.title) · Wine Club", appName: app.title,
                    banner: state.serviceBanner.map { Banner(message: $0, retryAction: "\(path)/retry") },
                    notice: state.notice?.text, liveURL: liveURL, assets: pages.assets
                )
                chrome.idleWarning = state.idleWarning
                chrome.touchURL = state.employee == nil ? nil : "\(path)/touch"
                return chrome
            },
            view: { WineView($0, catalogURL: CatalogAddress.url, parts: pages.parts) },
            refuse: { if $0.route == .detail { try requireWine($0) } },
            // NB: live.js follows this to the sign-in when the idle limit signed the page out.
            liveGate: { store, guarded, _ in guarded && store.state.employee == nil ? "\(path)/sign-in" : nil },
            // NB: sent first: a request after the idle limit finds the sign-in, not the page it
            // left; a live refresh is no touch (the page would keep itself alive).
            touch: { $0.send(.touched) }
        )
    }
}
