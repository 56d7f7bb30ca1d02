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
        let kit = kit(pages)
        /// A POST to the cart: it opens the cart first, so a line it names has been read.
        func cartPost(_ name: String, act: @escaping @MainActor @Sendable (Store<PizzaFeature>, FormFields) throws -> Void) {
            kit.post(name, on: router) { store, form in
                await openCart(store, settle: pages.limits.settleTimeout)
                try act(store, form)
            }
        }
        // The menu.
        router.get(RouterPath(path)) { request, context in
            try await kit.render("pizza-menu", request, context) { store, _ in
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
        kit.post("menu/add", on: router) { store, form in
            store.send(.menu(.addPressed(try Menu.number(parsing: form["index"], field: "index"))))
        }
        kit.post("retry", on: router) { store, _ in
            store.send(.menu(.retryPressed))
        }

        // The editor: a menu pizza, or one from scratch.
        router.get(RouterPath("\(path)/pizzas/:index")) { request, context in
            let index = try Menu.number(parsing: context.parameters.get("index"), field: "index")
            return try await kit.render("pizza-editor", request, context, view: { PizzaView($0, editorAction: "\(path)/pizzas/\(index)") }) { store, _ in
                try openEditor(.editPizza(index), in: store)
            }
        }
        router.get(RouterPath("\(path)/create")) { request, context in
            try await kit.render("pizza-editor", request, context, view: { PizzaView($0, editorAction: "\(path)/create") }) { store, _ in
                try openEditor(.createPizza, in: store)
            }
        }
        for (name, destination) in [("pizzas/:index", nil), ("create", PizzaFeature.Destination.createPizza)] {
            router.post(RouterPath("\(path)/\(name)/toggle")) { _, context in
                try await kit.act(context) { store, form in
                    _ = try openEditor(destination ?? .editPizza(try Menu.number(parsing: context.parameters.get("index"), field: "index")), in: store)
                    let ingredient = try IngredientID(parsing: form["ingredient"], field: "ingredient")
                    try send(.editor(.ingredientToggled(ingredient)), to: .editor, in: store)
                }
            }
            router.post(RouterPath("\(path)/\(name)/add")) { _, context in
                try await kit.act(context) { store, _ in
                    _ = try openEditor(destination ?? .editPizza(try Menu.number(parsing: context.parameters.get("index"), field: "index")), in: store)
                    try send(.editor(.addToCartPressed), to: .editor, in: store)
                }
            }
        }

        // Drinks.
        kit.get("drinks", template: "pizza-drinks", on: router) { store, _ in
            if store.state.top?.content.kind != .drinks { store.send(.open(.drinks)) }
            return store.state.top?.content.kind == .drinks ? nil : path
        }
        kit.post("drinks/add", on: router) { store, form in
            if store.state.top?.content.kind != .drinks { store.send(.open(.drinks)) }
            try send(.drinks(.addPressed(try DrinkID(parsing: form["id"], field: "id"))), to: .drinks, in: store)
        }

        // The cart and checkout.
        kit.get("cart", template: "pizza-cart", on: router) { store, _ in
            // NB: a reload reads the cart again: every browser of this kiosk shares it.
            store.send(store.state.top?.content.kind == .cart ? .shownAgain : .open(.cart))
            return nil
        }
        cartPost("cart/set") { store, form in
            let line = try PizzaCartLineID(parsing: form["line"], field: "line")
            try send(.cart(.quantityTyped(line, form["quantity"] ?? "")), to: .cart, in: store)
        }
        cartPost("cart/step") { store, form in
            let line = try PizzaCartLineID(parsing: form["line"], field: "line")
            try send(.cart(.quantityStepped(line, by: form["by"] == "-1" ? -1 : 1)), to: .cart, in: store)
        }
        cartPost("cart/remove") { store, form in
            try send(.cart(.removePressed(try PizzaCartLineID(parsing: form["line"], field: "line"))), to: .cart, in: store)
        }
        cartPost("cart/checkout") { store, _ in
            try send(.cart(.checkoutPressed), to: .cart, in: store)
        }
        cartPost("cart/checkout/cancel") { store, _ in
            try send(.cart(.checkoutCancelled), to: .cart, in: store)
        }
        kit.post("cart/checkout/confirm", on: router) { store, _ in
            // NB: only a confirmation this session shows places an order: the back button's
            // copy of it, posted again, finds none (or no cart page) and changes nothing.
            guard store.state.top?.content.kind == .cart else { return }
            try send(.cart(.checkoutConfirmed), to: .cart, in: store)
        }
        kit.get("thanks", template: "pizza-thanks", on: router) { store, _ in
            store.state.top?.content.kind == .thankYou ? nil : path
        }
        kit.post("thanks/new-order", on: router) { store, _ in
            if store.state.top?.content.kind == .thankYou { try send(.thankYou(.newOrderPressed), to: .thankYou, in: store) }
        }
        kit.get("orders", template: "pizza-orders", on: router) { store, _ in
            if store.state.top?.content.kind != .orders { store.send(.open(.orders)) }
            return nil
        }

        // An order's printable receipt.
        router.get(RouterPath("\(path)/orders/:number/receipt")) { _, context in
            let id = try Menu.number(parsing: context.parameters.get("number"), field: "number")
            let session = try await context.requireSession()
            return try pages.html("receipt", try await receiptPage(id, session: session, pages: pages))
        }

        // Pictures of the menu's pizzas, by their place on it: never a URL the browser names.
        router.get(RouterPath("\(path)/pictures/:index")) { _, context -> Response in
            let index = try Menu.number(parsing: context.parameters.get("index"), field: "index")
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

    /// Opens the cart unless it is the page shown, and waits for its lines.
    @MainActor
    private static func openCart(_ store: Store<PizzaFeature>, settle timeout: Duration) async {
        guard store.state.top?.content.kind != .cart else { return }
        store.send(.open(.cart))
        await store.settle(within: timeout)
    }

    @MainActor
    private static func pictureURL(at index: Int, in session: WebSession) -> String? {
        guard session.hasPizzaStore else { return nil }
        let pizzas = session.pizzaStore.state.menu.menu.pizzas
        return pizzas.indices.contains(index) ? pizzas[index].imageURL : nil
    }

    // MARK: - Route plumbing

    /// Nenno's on the shared page plumbing: every page and action waits first for the menu (and
    /// a cart's lines) to be read, since a button names what is on it.
    private static func kit(_ pages: WebPages) -> PageKit<PizzaFeature, PizzaView> {
        let settleFirst: PageKit<PizzaFeature, PizzaView>.Gate = { store, _, timeout in
            await store.settle(within: timeout)
            return nil
        }
        return PageKit(
            path: path, pages: pages, store: { $0.pizzaStore }, location: { location(of: $0) },
            pageGate: settleFirst, actionGate: settleFirst,
            chrome: { state, liveURL in
                PageChrome(
                    title: "\(state.pageTitle ?? "Menu") · Nenno's Pizza", appName: app.title,
                    banner: state.serviceBanner.map { Banner(message: $0, retryAction: "\(path)/retry") },
                    notice: nil, liveURL: liveURL, assets: pages.assets
                )
            },
            view: { PizzaView($0, editorAction: nil) }
        )
    }
}
