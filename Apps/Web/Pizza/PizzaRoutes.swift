import Hummingbird
import Presentation

/// Nenno's pages. The menu is `/pizza`; each page of `PizzaFeature` over it has an address
/// (`/pizza/pizzas/N` and `/pizza/create` for the editor, `/pizza/drinks`, `/pizza/cart`,
/// `/pizza/thanks`, `/pizza/orders`); a GET opens that page in the session's store, a POST
/// sends one action to it and answers 303. The cart is the data directory's, as for the CLI and
/// the TUI.
enum PizzaRoutes: AppRoutes {
    static let app = KioskApp.pizza
    static let path = "/pizza"

    static func register(on router: WebRouter, pages: WebPages) {
        // The menu.
        router.get(RouterPath(path)) { request, context in
            try await render("pizza-menu", request, context, pages: pages) { store in
                // NB: the menu is the root: every page over it closes (not while an order is
                // being sent, which the view model refuses).
                var steps = 0
                while !store.state.pages.isEmpty, !store.state.isCheckingOut, steps < 10 {
                    store.send(.back)
                    steps += 1
                }
                return nil
            }
        }
        post("menu/add", on: router, pages: pages) { store, form in
            store.send(.menu(.addPressed(try number(form["index"], "index"))))
        }
        post("retry", on: router, pages: pages) { store, _ in
            store.send(.menu(.retryPressed))
        }

        // The editor: a menu pizza, or one from scratch.
        router.get(RouterPath("\(path)/pizzas/:index")) { request, context in
            let index = try number(context.parameters.get("index"), "index")
            return try await render("pizza-editor", request, context, pages: pages, editorAction: "\(path)/pizzas/\(index)") { store in
                try openEditor(.editPizza(index), in: store)
            }
        }
        router.get(RouterPath("\(path)/create")) { request, context in
            try await render("pizza-editor", request, context, pages: pages, editorAction: "\(path)/create") { store in
                try openEditor(.createPizza, in: store)
            }
        }
        for (name, destination) in [("pizzas/:index", nil), ("create", PizzaFeature.Destination.createPizza)] {
            router.post(RouterPath("\(path)/\(name)/toggle")) { _, context in
                try await act(context, pages: pages) { store, form in
                    _ = try openEditor(destination ?? .editPizza(try number(context.parameters.get("index"), "index")), in: store)
                    let ingredient = IngredientID(try number(form["ingredient"], "ingredient"))
                    try send(.editor(.ingredientToggled(ingredient)), to: .editor, in: store)
                }
            }
            router.post(RouterPath("\(path)/\(name)/add")) { _, context in
                try await act(context, pages: pages) { store, _ in
                    _ = try openEditor(destination ?? .editPizza(try number(context.parameters.get("index"), "index")), in: store)
                    try send(.editor(.addToCartPressed), to: .editor, in: store)
                }
            }
        }

        // Drinks.
        get("drinks", template: "pizza-drinks", on: router, pages: pages) { store in
            if store.state.top?.content.kind != .drinks { store.send(.open(.drinks)) }
            return store.state.top?.content.kind == .drinks ? nil : path
        }
        post("drinks/add", on: router, pages: pages) { store, form in
            if store.state.top?.content.kind != .drinks { store.send(.open(.drinks)) }
            try send(.drinks(.addPressed(DrinkID(try number(form["id"], "id")))), to: .drinks, in: store)
        }

        // The cart and checkout.
        get("cart", template: "pizza-cart", on: router, pages: pages) { store in
            // NB: a reload reads the cart again: every browser of this kiosk shares it.
            store.send(store.state.top?.content.kind == .cart ? .shownAgain : .open(.cart))
            return nil
        }
        post("cart/set", on: router, pages: pages, opening: .cart) { store, form in
            let line = PizzaCartLineID(try number(form["line"], "line"))
            try send(.cart(.quantityTyped(line, form["quantity"] ?? "")), to: .cart, in: store)
        }
        post("cart/step", on: router, pages: pages, opening: .cart) { store, form in
            let line = PizzaCartLineID(try number(form["line"], "line"))
            try send(.cart(.quantityStepped(line, by: form["by"] == "-1" ? -1 : 1)), to: .cart, in: store)
        }
        post("cart/remove", on: router, pages: pages, opening: .cart) { store, form in
            try send(.cart(.removePressed(PizzaCartLineID(try number(form["line"], "line")))), to: .cart, in: store)
        }
        post("cart/checkout", on: router, pages: pages, opening: .cart) { store, _ in
            try send(.cart(.checkoutPressed), to: .cart, in: store)
        }
        post("cart/checkout/cancel", on: router, pages: pages, opening: .cart) { store, _ in
            try send(.cart(.checkoutCancelled), to: .cart, in: store)
        }
        post("cart/checkout/confirm", on: router, pages: pages) { store, _ in
            // NB: only a confirmation this session shows places an order: the back button's
            // copy of it, posted again, finds none (or no cart page) and changes nothing.
            guard store.state.top?.content.kind == .cart else { return }
            try send(.cart(.checkoutConfirmed), to: .cart, in: store)
        }
        get("thanks", template: "pizza-thanks", on: router, pages: pages) { store in
            store.state.top?.content.kind == .thankYou ? nil : path
        }
        post("thanks/new-order", on: router, pages: pages) { store, _ in
            if store.state.top?.content.kind == .thankYou { try send(.thankYou(.newOrderPressed), to: .thankYou, in: store) }
        }
        get("orders", template: "pizza-orders", on: router, pages: pages) { store in
            if store.state.top?.content.kind != .orders { store.send(.open(.orders)) }
            return nil
        }

        // An order's printable receipt.
        router.get(RouterPath("\(path)/orders/:number/receipt")) { _, context in
            let id = try number(context.parameters.get("number"), "number")
            let session = try await context.requireSession()
            return try pages.html("receipt", try await receiptPage(id, session: session, pages: pages))
        }

        // Pictures of the menu's pizzas, by their place on it: never a URL the browser names.
        router.get(RouterPath("\(path)/pictures/:index")) { _, context -> Response in
            let index = try number(context.parameters.get("index"), "index")
            let session = try await context.requireSession()
            guard let url = await pictureURL(at: index, in: session), let file = await session.pictures.file(forURLString: url) else {
                throw WebError.notFound
            }
            return WebPages.picture(file)
        }
    }

    // MARK: - Helpers

    /// The receipt of order `id`, read with the orders (a 404 for an unknown one).
    @MainActor
    private static func receiptPage(_ id: Int, session: WebSession, pages: WebPages) async throws -> PageContext<ReceiptView> {
        let store = session.pizzaStore
        await store.settle(within: pages.limits.settleTimeout)
        store.send(store.state.top?.content.kind == .orders ? .shownAgain : .open(.orders))
        await store.settle(within: pages.limits.settleTimeout)
        let orders = store.state.pages.lazy.compactMap { page -> [PizzaOrder]? in
            if case let .orders(state) = page.content { state.orders } else { nil }
        }.first ?? []
        guard let order = orders.first(where: { $0.id == id }) else { throw WebError.notFound }
        let receipt = PizzaReceipt.make(order, timeZone: .current)
        let chrome = PageChrome(title: "Receipt of order #\(id) · Nenno's Pizza", appName: app.title, assets: pages.assets)
        return PageContext(csrf: session.csrfToken, chrome: chrome, view: ReceiptView(receipt, backURL: "\(path)/orders"))
    }

    private static func number(_ text: String?, _ field: String) throws -> Int {
        guard let text, let value = Int(text), value >= 0 else {
            throw WebError.badRequest("\(field): must be a whole number (got \(text.map { "“\($0)”" } ?? "nothing"))")
        }
        return value
    }

    /// Where the page the view model shows lives: the menu, an editor (by the pizza's place
    /// on the menu), drinks, the cart, the thank-you, the orders.
    @MainActor
    static func location(of state: PizzaFeature.State) -> String {
        switch state.top?.content {
        case nil: path
        case let .editor(editor)?:
            editor.isCustom ? "\(path)/create"
                : state.menu.menu.pizzas.firstIndex { $0.name == editor.pizza.name }.map { "\(path)/pizzas/\($0)" } ?? path
        case .drinks?: "\(path)/drinks"
        case .cart?: "\(path)/cart"
        case .thankYou?: "\(path)/thanks"
        case .orders?: "\(path)/orders"
        }
    }

    /// Opens the editor for `destination` unless it is the page shown; a pizza not on the menu
    /// is a 404.
    @MainActor
    private static func openEditor(_ destination: PizzaFeature.Destination, in store: Store<PizzaFeature>) throws -> String? {
        let menu = store.state.menu.menu
        if case let .editor(editor)? = store.state.top?.content {
            switch destination {
            case let .editPizza(index) where menu.pizzas.indices.contains(index) && !editor.isCustom && editor.pizza.name == menu.pizzas[index].name:
                return nil
            case .createPizza where editor.isCustom:
                return nil
            default:
                break
            }
        }
        if case let .editPizza(index) = destination, !menu.pizzas.indices.contains(index) {
            if menu.pizzas.isEmpty { return path }
            throw WebError.notFound
        }
        store.send(.open(destination))
        return store.state.top?.content.kind == .editor ? nil : path
    }

    /// Sends `action` to the open page of `kind`; 409-like refusal when there is none.
    @MainActor
    private static func send(_ action: PizzaFeature.PageAction, to kind: PizzaFeature.Page.Kind, in store: Store<PizzaFeature>) throws {
        guard let page = store.state.pages.last(where: { $0.content.kind == kind }) else {
            throw WebError.badRequest("That page is not open any more; nothing was changed.")
        }
        store.send(.page(page.id, action))
    }

    @MainActor
    private static func pictureURL(at index: Int, in session: WebSession) -> String? {
        guard session.hasPizzaStore else { return nil }
        let pizzas = session.pizzaStore.state.menu.menu.pizzas
        return pizzas.indices.contains(index) ? pizzas[index].imageURL : nil
    }

    // MARK: - Route plumbing

    private static func get(
        _ name: String, template: String, on router: WebRouter, pages: WebPages,
        prepare: @escaping @MainActor @Sendable (Store<PizzaFeature>) throws -> String?
    ) {
        router.get(RouterPath("\(path)/\(name)")) { request, context in
            try await render(template, request, context, pages: pages, prepare: prepare)
        }
    }

    private static func post(
        _ name: String, on router: WebRouter, pages: WebPages, opening kind: PizzaFeature.Page.Kind? = nil,
        act: @escaping @MainActor @Sendable (Store<PizzaFeature>, FormFields) throws -> Void
    ) {
        router.post(RouterPath("\(path)/\(name)")) { _, context in
            try await Self.act(context, pages: pages, opening: kind, act)
        }
    }

    private static func act(
        _ context: WebRequestContext, pages: WebPages, opening kind: PizzaFeature.Page.Kind? = nil,
        _ act: @escaping @MainActor @Sendable (Store<PizzaFeature>, FormFields) throws -> Void
    ) async throws -> Response {
        let session = try await context.requireSession()
        let location = try await perform(act, form: context.form, session: session, opening: kind, settle: pages.limits.settleTimeout)
        return pages.redirect(to: location)
    }

    @MainActor
    private static func perform(
        _ act: @MainActor (Store<PizzaFeature>, FormFields) throws -> Void, form: FormFields, session: WebSession,
        opening kind: PizzaFeature.Page.Kind?, settle timeout: Duration
    ) async throws -> String {
        let store = session.pizzaStore
        // NB: the menu (and a cart's lines) must be read before a button can name what is on it.
        await store.settle(within: timeout)
        if kind == .cart, store.state.top?.content.kind != .cart {
            store.send(.open(.cart))
            await store.settle(within: timeout)
        }
        try act(store, form)
        await store.settle(within: timeout)
        // NB: the page that follows is the view model's: wherever its pages now stand.
        return location(of: store.state)
    }

    private static func render(
        _ template: String, _ request: Request, _ context: WebRequestContext, pages: WebPages, editorAction: String? = nil,
        prepare: @escaping @MainActor @Sendable (Store<PizzaFeature>) throws -> String?
    ) async throws -> Response {
        let query: FormFields
        do {
            query = try FormFields(query: request.uri.query)
        } catch {
            throw WebError.badRequest(error.message)
        }
        let session = try await context.requireSession()
        let live = query["live"] == "1"
        let outcome = try await outcome(
            session: session, live: live, address: request.uri.path, editorAction: editorAction, pages: pages, prepare: prepare
        )
        switch outcome {
        case let .redirect(location): return pages.redirect(to: location)
        case let .page(page): return try pages.html(template, page)
        }
    }

    @MainActor
    private static func outcome(
        session: WebSession, live: Bool, address: String, editorAction: String?, pages: WebPages,
        prepare: @MainActor (Store<PizzaFeature>) throws -> String?
    ) async throws -> PageOutcome {
        let store = session.pizzaStore
        if !live {
            await store.settle(within: pages.limits.settleTimeout)
            if let elsewhere = try prepare(store) { return .redirect(elsewhere) }
            await store.settle(within: pages.limits.settleTimeout)
        }
        let state = store.state
        let chrome = PageChrome(
            title: "\(state.pageTitle ?? "Menu") · Nenno's Pizza", appName: app.title,
            banner: state.serviceBanner.map { Banner(message: $0, retryAction: "\(path)/retry") },
            notice: nil,
            liveURL: live ? nil : address + "?live=1",
            assets: pages.assets
        )
        return .page(PageContext(csrf: session.csrfToken, chrome: chrome, view: PizzaView(state, editorAction: editorAction)))
    }

    private enum PageOutcome: Sendable {
        case redirect(String)
        case page(PageContext<PizzaView>)
    }
}
