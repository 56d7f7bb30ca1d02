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
        router.get(RouterPath(path)) { _, context in
            let store = try await store(context)
            return pages.redirect(to: await location(of: store.state))
        }

        // Sign-in, new employee.
        get("sign-in", template: "wine-sign-in", on: router, pages: pages) { store, _ in
            if store.state.employee != nil { return "\(path)/catalog" }
            if store.state.route != .signIn { store.send(.opened(.signIn)) }
            return nil
        }
        post("sign-in", on: router, pages: pages) { store, form in
            store.send(.signIn(.pinChanged(form["pin"] ?? "")))
            store.send(.signIn(.submitPressed))
        }
        get("new-employee", template: "wine-new-employee", on: router, pages: pages) { store, _ in
            if store.state.route != .newEmployee { store.send(.opened(.newEmployee)) }
            return nil
        }
        post("new-employee", on: router, pages: pages) { store, form in
            if store.state.route != .newEmployee { store.send(.opened(.newEmployee)) }
            for (field, name) in [(NewEmployeeFeature.Field.firstName, "firstName"), (.lastName, "lastName"), (.email, "email"), (.pin, "pin")] {
                store.send(.newEmployee(.fieldChanged(field, form[name] ?? "")))
            }
            store.send(.newEmployee(.savePressed))
        }
        post("sign-out", on: router, pages: pages) { store, _ in
            store.send(.signOutPressed)
        }
        post("retry", on: router, pages: pages) { store, _ in
            store.send(.retryPressed)
        }
        // A key, a click or a touch on an open page (live.js): every request is one already
        // (`perform`), so this one has nothing else to do.
        post("touch", on: router, pages: pages) { _, _ in }

        // The catalog.
        get("catalog", template: "wine-catalog", on: router, pages: pages, signedIn: true) { store, query in
            let wanted = try catalogQuery(query, limit: store.state.catalog.query.limit)
            if store.state.route != .catalog { store.send(.opened(.catalog)) }
            store.send(.catalog(.queryOpened(wanted)))
            return nil
        }
        post("catalog/add", on: router, pages: pages, signedIn: true) { store, form in
            let id = try wineID(form["id"])
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
        post("import", on: router, pages: pages, signedIn: true) { store, _ in
            store.send(.catalog(.importPressed))
        }

        // One wine.
        router.get(RouterPath("\(path)/wines/:id")) { request, context in
            let id = try wineID(context.parameters.get("id"))
            return try await render("wine-detail", request, context, pages: pages, signedIn: true) { store, _ in
                if store.state.detail?.wineID != id || store.state.route != .detail { store.send(.detailOpened(wineID: id)) }
                return nil
            }
        }
        router.post(RouterPath("\(path)/wines/:id/add")) { _, context in
            let id = try wineID(context.parameters.get("id"))
            return try await act(context, pages: pages, signedIn: true) { store, form in
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
        get("cart", template: "wine-cart", on: router, pages: pages, signedIn: true) { store, _ in
            // NB: a reload reads the cart again: another browser, the CLI or another kiosk may
            // have changed it.
            store.send(store.state.route == .cart ? .shownAgain : .opened(.cart))
            return nil
        }
        post("cart/set", on: router, pages: pages, signedIn: true) { store, form in
            await openCart(store, settle: pages.limits.settleTimeout)
            store.send(.cart(.quantityTyped(wineID: try wineID(form["id"]), text: form["quantity"] ?? "")))
        }
        post("cart/step", on: router, pages: pages, signedIn: true) { store, form in
            await openCart(store, settle: pages.limits.settleTimeout)
            let step = form["by"] == "-1" ? -1 : 1
            store.send(.cart(.quantityStepped(wineID: try wineID(form["id"]), by: step)))
        }
        post("cart/remove", on: router, pages: pages, signedIn: true) { store, form in
            await openCart(store, settle: pages.limits.settleTimeout)
            store.send(.cart(.removePressed(try wineID(form["id"]))))
        }
        post("cart/checkout", on: router, pages: pages, signedIn: true) { store, _ in
            await openCart(store, settle: pages.limits.settleTimeout)
            store.send(.cart(.checkoutPressed))
        }
        post("cart/checkout/cancel", on: router, pages: pages, signedIn: true) { store, _ in
            store.send(.cart(.checkoutCancelled))
        }
        post("cart/checkout/confirm", on: router, pages: pages, signedIn: true) { store, _ in
            // NB: only a confirmation this session is showing places an order: a form posted
            // again from the back button's copy of the page finds none and changes nothing.
            store.send(.cart(.checkoutConfirmed))
        }
        get("thanks", template: "wine-thanks", on: router, pages: pages, signedIn: true) { store, _ in
            store.state.thankYou == nil ? "\(path)/catalog" : nil
        }
        post("thanks/new-order", on: router, pages: pages, signedIn: true) { store, _ in
            store.send(.thankYou(.newOrderPressed))
        }
        get("orders", template: "wine-orders", on: router, pages: pages, signedIn: true) { store, _ in
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
            let id = try wineID(context.parameters.get("id"))
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
        query.categoryIDs = try fields.values("category").filter { !$0.isEmpty }.map { text in
            guard let id = Int(text), id > 0 else { throw WebError.badRequest("category: must be a category's number (got \(text))") }
            return id
        }
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

    private static func wineID(_ text: String?) throws -> Int {
        guard let text, let id = Int(text), id > 0 else {
            throw WebError.badRequest("id: must be a wine's number (got \(text.map { "“\($0)”" } ?? "nothing"))")
        }
        return id
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

    /// A GET page: `prepare` sends what opening it takes and may answer an address to go to
    /// instead; with `?live=1` (live.js) nothing is sent, the page is drawn as it is.
    private static func get(
        _ name: String, template: String, on router: WebRouter, pages: WebPages, signedIn: Bool = false,
        prepare: @escaping @MainActor @Sendable (Store<WineFeature>, FormFields) throws -> String?
    ) {
        router.get(RouterPath("\(path)/\(name)")) { request, context in
            try await render(template, request, context, pages: pages, signedIn: signedIn, prepare: prepare)
        }
    }

    /// A POST: `act` sends its actions; the answer is a 303 to the address of the screen the
    /// view model shows once the work settled (`location(of:)`), never a decision of its own.
    private static func post(
        _ name: String, on router: WebRouter, pages: WebPages, signedIn: Bool = false,
        act: @escaping @MainActor @Sendable (Store<WineFeature>, FormFields) async throws -> Void
    ) {
        router.post(RouterPath("\(path)/\(name)")) { _, context in
            try await Self.act(context, pages: pages, signedIn: signedIn, act)
        }
    }

    private static func act(
        _ context: WebRequestContext, pages: WebPages, signedIn: Bool,
        _ act: @escaping @MainActor @Sendable (Store<WineFeature>, FormFields) async throws -> Void
    ) async throws -> Response {
        let session = try await context.requireSession()
        let location = try await perform(act, form: context.form, session: session, signedIn: signedIn, settle: pages.limits.settleTimeout)
        return pages.redirect(to: location)
    }

    @MainActor
    private static func perform(
        _ act: @MainActor (Store<WineFeature>, FormFields) async throws -> Void,
        form: FormFields, session: WebSession, signedIn: Bool, settle timeout: Duration
    ) async throws -> String {
        let store = session.wineStore
        // NB: first: a request after the idle limit finds the sign-in, not the page it left.
        store.send(.touched)
        if signedIn, store.state.employee == nil { return "\(path)/sign-in" }
        try await act(store, form)
        await store.settle(within: timeout)
        // NB: the page that follows is the view model's: wherever its route stack now stands.
        return location(of: store.state)
    }

    private static func render(
        _ template: String, _ request: Request, _ context: WebRequestContext, pages: WebPages, signedIn: Bool,
        prepare: @escaping @MainActor @Sendable (Store<WineFeature>, FormFields) throws -> String?
    ) async throws -> Response {
        let query: FormFields
        do {
            query = try FormFields(query: request.uri.query)
        } catch {
            throw WebError.badRequest(error.message)
        }
        let session = try await context.requireSession()
        let live = query["live"] == "1"
        let address = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
        let outcome = try await outcome(session: session, query: query, live: live, address: address, pages: pages, signedIn: signedIn, prepare: prepare)
        switch outcome {
        case let .redirect(location): return pages.redirect(to: location)
        case let .page(page): return try pages.html(template, page)
        }
    }

    @MainActor
    private static func outcome(
        session: WebSession, query: FormFields, live: Bool, address: String, pages: WebPages, signedIn: Bool,
        prepare: @MainActor (Store<WineFeature>, FormFields) throws -> String?
    ) async throws -> PageOutcome {
        let store = session.wineStore
        if live {
            // NB: live.js follows this to the sign-in when the idle limit signed the page out.
            if signedIn, store.state.employee == nil { return .redirect("\(path)/sign-in") }
        } else {
            // A page opened is a touch; a live refresh is not (the page would keep itself alive).
            store.send(.touched)
            if signedIn, store.state.employee == nil {
                await store.settle(within: pages.limits.settleTimeout)
                if store.state.employee == nil { return .redirect("\(path)/sign-in") }
            }
            if let elsewhere = try prepare(store, query) { return .redirect(elsewhere) }
            await store.settle(within: pages.limits.settleTimeout)
        }
        let state = store.state
        if state.route == .detail { try requireWine(state) }
        let view = WineView(state, catalogURL: catalogURL)
        var chrome = PageChrome(
            title: "\(state.route.title) · Wine Club", appName: app.title,
            banner: state.serviceBanner.map { Banner(message: $0, retryAction: "\(path)/retry") },
            notice: state.notice?.text,
            liveURL: live ? nil : address + (address.contains("?") ? "&" : "?") + "live=1",
            assets: pages.assets
        )
        chrome.idleWarning = state.idleWarning
        chrome.touchURL = state.employee == nil ? nil : "\(path)/touch"
        return .page(PageContext(csrf: session.csrfToken, chrome: chrome, view: view))
    }

    private enum PageOutcome: Sendable {
        case redirect(String)
        case page(PageContext<WineView>)
    }
}
