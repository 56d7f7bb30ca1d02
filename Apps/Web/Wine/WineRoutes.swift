import Hummingbird
import Presentation

/// The Wine Club's pages. Each screen of `WineFeature` has an address (`/wine/sign-in`,
/// `/wine/catalog?q=…`, `/wine/wines/ID`, `/wine/cart`, `/wine/thanks`, `/wine/orders`,
/// `/wine/new-employee`); a GET opens that screen in the session's store, a POST sends one
/// action and answers 303 to the page it leaves the person on. The sign-in belongs to this
/// browser session only (`WebApps.wine`), and ends with it.
enum WineRoutes: AppRoutes {
    static let app = KioskApp.wine
    static let path = "/wine"

    static func register(on router: WebRouter, pages: WebPages) {
        let kit = kit(pages)
        router.get(RouterPath(path)) { _, context in
            let store = try await store(context)
            return pages.redirect(to: await location(of: store.state))
        }

        // Sign-in, new employee.
        kit.get("sign-in", template: "wine-sign-in", on: router) { store, _ in
            if store.state.employee != nil { return "\(path)/catalog" }
            if store.state.route != .signIn { store.send(.opened(.signIn)) }
            return nil
        }
        kit.post("sign-in", on: router) { store, form in
            store.send(.signIn(.pinChanged(form["pin"] ?? "")))
            store.send(.signIn(.submitPressed))
        }
        kit.get("new-employee", template: "wine-new-employee", on: router) { store, _ in
            if store.state.route != .newEmployee { store.send(.opened(.newEmployee)) }
            return nil
        }
        kit.post("new-employee", on: router) { store, form in
            if store.state.route != .newEmployee { store.send(.opened(.newEmployee)) }
            for (field, name) in [(NewEmployeeFeature.Field.firstName, "firstName"), (.lastName, "lastName"), (.email, "email"), (.pin, "pin")] {
                store.send(.newEmployee(.fieldChanged(field, form[name] ?? "")))
            }
            store.send(.newEmployee(.savePressed))
        }
        kit.post("sign-out", on: router) { store, _ in
            store.send(.signOutPressed)
        }
        kit.post("retry", on: router) { store, _ in
            store.send(.retryPressed)
        }
        // A key, a click or a touch on an open page (live.js): every request is one already
        // (`perform`), so this one has nothing else to do.
        kit.post("touch", on: router) { _, _ in }

        // The catalog.
        kit.get("catalog", template: "wine-catalog", on: router, guarded: true) { store, query in
            let wanted = try catalogQuery(query, limit: store.state.catalog.query.limit)
            if store.state.route != .catalog { store.send(.opened(.catalog)) }
            store.send(.catalog(.queryOpened(wanted)))
            return nil
        }
        kit.post("catalog/add", on: router, guarded: true) { store, form in
            let id = try Wine.id(parsing: form["id"])
            let shown = try catalogQuery(form, limit: store.state.catalog.query.limit)
            if store.state.route != .catalog { store.send(.opened(.catalog)) }
            // NB: the page the form was on, read before the add: the quick add is for a wine shown.
            store.send(.catalog(.queryOpened(shown)))
            await store.settle(within: pages.limits.settleTimeout)
            guard store.state.catalog.page?.wines.contains(where: { $0.id == id }) == true else {
                throw WebError.badRequest("id: wine \(id) is not on this page of the catalog any more; look for it again")
            }
            store.send(.quickAddOpened(wineID: id))
            store.send(.quickAddQuantityChanged(form["quantity"] ?? "1"))
            store.send(.quickAddSubmitted)
        }
        kit.post("import", on: router, guarded: true) { store, _ in
            store.send(.catalog(.importPressed))
        }

        // One wine.
        router.get(RouterPath("\(path)/wines/:id")) { request, context in
            let id = try Wine.id(parsing: context.parameters.get("id"))
            return try await kit.render("wine-detail", request, context, guarded: true) { store, _ in
                if store.state.detail?.wineID != id || store.state.route != .detail { store.send(.detailOpened(wineID: id)) }
                return nil
            }
        }
        router.post(RouterPath("\(path)/wines/:id/add")) { _, context in
            let id = try Wine.id(parsing: context.parameters.get("id"))
            return try await kit.act(context, guarded: true) { store, form in
                if store.state.detail?.wineID != id || store.state.route != .detail {
                    store.send(.detailOpened(wineID: id))
                    await store.settle(within: pages.limits.settleTimeout)
                }
                try requireWine(store.state)
                store.send(.detail(.quantityChanged(form["quantity"] ?? "1")))
                store.send(.detail(.addPressed))
            }
        }

        // The cart and checkout.
        kit.get("cart", template: "wine-cart", on: router, guarded: true) { store, _ in
            // NB: a reload reads the cart again: another browser, the CLI or another kiosk may
            // have changed it.
            store.send(store.state.route == .cart ? .shownAgain : .opened(.cart))
            return nil
        }
        kit.post("cart/set", on: router, guarded: true) { store, form in
            await openCart(store, settle: pages.limits.settleTimeout)
            store.send(.cart(.quantityTyped(wineID: try Wine.id(parsing: form["id"]), text: form["quantity"] ?? "")))
        }
        kit.post("cart/step", on: router, guarded: true) { store, form in
            await openCart(store, settle: pages.limits.settleTimeout)
            let step = form["by"] == "-1" ? -1 : 1
            store.send(.cart(.quantityStepped(wineID: try Wine.id(parsing: form["id"]), by: step)))
        }
        kit.post("cart/remove", on: router, guarded: true) { store, form in
            await openCart(store, settle: pages.limits.settleTimeout)
            store.send(.cart(.removePressed(try Wine.id(parsing: form["id"]))))
        }
        kit.post("cart/checkout", on: router, guarded: true) { store, _ in
            await openCart(store, settle: pages.limits.settleTimeout)
            store.send(.cart(.checkoutPressed))
        }
        kit.post("cart/checkout/cancel", on: router, guarded: true) { store, _ in
            store.send(.cart(.checkoutCancelled))
        }
        kit.post("cart/checkout/confirm", on: router, guarded: true) { store, _ in
            // NB: only a confirmation this session is showing places an order: a form posted
            // again from the back button's copy of the page finds none and changes nothing.
            store.send(.cart(.checkoutConfirmed))
        }
        kit.get("thanks", template: "wine-thanks", on: router, guarded: true) { store, _ in
            store.state.thankYou == nil ? "\(path)/catalog" : nil
        }
        kit.post("thanks/new-order", on: router, guarded: true) { store, _ in
            store.send(.thankYou(.newOrderPressed))
        }
        kit.get("orders", template: "wine-orders", on: router, guarded: true) { store, _ in
            if store.state.route != .orders { store.send(.opened(.orders)) }
            return nil
        }

        // An order's printable receipt.
        router.get(RouterPath("\(path)/orders/:number/receipt")) { _, context in
            let number = context.parameters.get("number") ?? ""
            let session = try await context.requireSession()
            guard let page = try await receiptPage(number, session: session, pages: pages) else { return pages.redirect(to: "\(path)/sign-in") }
            return try pages.html("receipt", page)
        }

        // Labels, from the pictures this session was shown: never a URL the browser names.
        router.get(RouterPath("\(path)/labels/:id")) { _, context -> Response in
            let id = try Wine.id(parsing: context.parameters.get("id"))
            let session = try await context.requireSession()
            guard let url = await labelURL(of: id, in: session), let file = await session.pictures.file(forURLString: url) else {
                throw WebError.notFound
            }
            return WebPages.picture(file)
        }
    }

    /// The receipt of the signed-in employee's order `number`, read with the orders (a 404 for
    /// one that is not theirs); `nil` when nobody is signed in.
    @MainActor
    private static func receiptPage(_ number: String, session: WebSession, pages: WebPages) async throws -> PageContext<ReceiptView>? {
        let store = session.wineStore
        store.send(.touched)
        await store.settle(within: pages.limits.settleTimeout)
        guard store.state.employee != nil else { return nil }
        store.send(store.state.route == .orders ? .shownAgain : .opened(.orders))
        await store.settle(within: pages.limits.settleTimeout)
        guard let order = store.state.orders.orders.first(where: { $0.id == number }) else { throw WebError.notFound }
        let receipt = WineReceipt.make(order, timeZone: .current)
        let chrome = PageChrome(title: "Receipt of \(order.id) · Wine Club", appName: app.title, assets: pages.assets)
        return PageContext(csrf: session.csrfToken, chrome: chrome, view: ReceiptView(receipt, backURL: "\(path)/orders"))
    }

    // MARK: - The catalog's address

    /// The catalog's address for `query`: `/wine/catalog?q=cellars&category=124&sort=desc&page=2`.
    static func catalogURL(_ query: CatalogQuery) -> String {
        let fields = catalogFields(query).map { "\($0.name)=\(FormFields.encode($0.value))" }
        return fields.isEmpty ? "\(path)/catalog" : "\(path)/catalog?" + fields.joined(separator: "&")
    }

    /// The query as the fields of the catalog's forms and links (defaults left out).
    static func catalogFields(_ query: CatalogQuery) -> [HiddenField] {
        var fields: [HiddenField] = []
        if !query.search.isEmpty { fields.append(HiddenField(name: "q", value: query.search)) }
        for id in query.categoryIDs { fields.append(HiddenField(name: "category", value: String(id))) }
        if query.sort == .nameDescending { fields.append(HiddenField(name: "sort", value: "desc")) }
        if query.offset > 0 { fields.append(HiddenField(name: "page", value: String(query.offset / max(1, query.limit) + 1))) }
        return fields
    }

    /// The query an address or a form names; a bad value is a 400 that names the field.
    static func catalogQuery(_ fields: FormFields, limit: Int) throws -> CatalogQuery {
        var query = CatalogQuery(limit: limit)
        query.search = fields["q"] ?? ""
        query.categoryIDs = try fields.values("category").filter { !$0.isEmpty }.map { try WineCategory.id(parsing: $0) }
        switch fields["sort"] ?? "" {
        case "", "name": query.sort = .nameAscending
        case "desc", "-name": query.sort = .nameDescending
        case let other: throw WebError.badRequest("sort: must be name or desc (got \(other))")
        }
        if let text = fields["page"], !text.isEmpty {
            guard let page = Int(text), page >= 1, page <= 1_000_000 else { throw WebError.badRequest("page: must be a whole number from 1 (got \(text))") }
            query.offset = (page - 1) * limit
        }
        return query
    }

    // MARK: - Helpers

    /// Opens the cart if another screen is shown, and waits for its lines: a change names a
    /// line the view model must have read.
    @MainActor
    private static func openCart(_ store: Store<WineFeature>, settle timeout: Duration) async {
        guard store.state.route != .cart else { return }
        store.send(.opened(.cart))
        await store.settle(within: timeout)
    }

    /// Where the store's screen lives.
    @MainActor
    static func location(of state: WineFeature.State) -> String {
        switch state.route {
        case .signIn, .forgotPIN, .employees, .account: state.employee == nil ? "\(path)/sign-in" : "\(path)/catalog"
        case .newEmployee: "\(path)/new-employee"
        case .catalog: catalogURL(state.catalog.query)
        case .detail: state.detail.map { "\(path)/wines/\($0.wineID)" } ?? "\(path)/catalog"
        case .cart: "\(path)/cart"
        case .thankYou: "\(path)/thanks"
        case .orders: "\(path)/orders"
        }
    }

    @MainActor
    private static func labelURL(of id: Int, in session: WebSession) -> String? {
        guard session.hasWineStore else { return nil }
        let state = session.wineStore.state
        let shown = (state.catalog.page?.wines ?? []) + state.cart.contents.items.map(\.wine) + [state.detail?.wine].compactMap { $0 }
        return shown.first { $0.id == id }?.labelURL
    }

    private static func store(_ context: WebRequestContext) async throws -> Store<WineFeature> {
        try await context.requireSession().wineStore
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
            path: path, pages: pages, store: { $0.wineStore }, location: { location(of: $0) },
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
            view: { state in
                if state.route == .detail { try requireWine(state) }
                return WineView(state, catalogURL: catalogURL)
            },
            // NB: live.js follows this to the sign-in when the idle limit signed the page out.
            liveGate: { store, guarded, _ in guarded && store.state.employee == nil ? "\(path)/sign-in" : nil },
            // NB: sent first: a request after the idle limit finds the sign-in, not the page it
            // left; a live refresh is no touch (the page would keep itself alive).
            touch: { $0.send(.touched) }
        )
    }
}
