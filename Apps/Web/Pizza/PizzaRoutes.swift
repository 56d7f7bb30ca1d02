import Composition
import Hummingbird
import Presentation

/// Nenno's pages. The menu is `/pizza`; each page of `PizzaFeature` over it has an address
/// (`/pizza/pizzas/N` and `/pizza/create` for the editor, `/pizza/drinks`, `/pizza/cart`,
/// `/pizza/thanks`, `/pizza/orders`); a GET opens that page in the session's store, a POST
/// sends one action to it and answers 303. The cart is the data directory's, as for the CLI and
/// the TUI.
enum PizzaRoutes: AppRoutes {
    typealias Feature = PizzaFeature
    static let app = KioskApp.pizza
    static let path = "/pizza"
    static let initialState = PizzaFeature.State()
    static let opening = PizzaFeature.Action.menu(.appeared)
    static let shownAgain = PizzaFeature.Action.shownAgain

    /// One environment for every session. NB: one cart per data directory, as for the CLI and
    /// the TUI: every browser of this kiosk-web adds to the same order.
    static func environment(from environment: AppEnvironment) -> @Sendable () -> PizzaEnvironment {
        let pizza = environment.pizza()
        return { pizza }
    }

    static func register(on router: WebRouter, pages: WebPages) {
        let kit = kit(pages)
        // The menu.
        kit.get("", template: "pizza-menu", on: router, opening: .showMenu)
        kit.post("menu/add", on: router) { .menu(.addPressed(try Menu.number(parsing: $0["index"], field: "index"))) }
        kit.post("retry", on: router) { _ in .menu(.retryPressed) }

        // The editor: a menu pizza, or one from scratch.
        router.get(RouterPath("\(path)/pizzas/:index")) { request, context in
            let index = try Menu.number(parsing: context.parameters.get("index"), field: "index")
            return try await kit.render("pizza-editor", request, context, view: { PizzaView($0, editorAction: "\(path)/pizzas/\(index)") }) { store, _ in
                try show(.editPizza(index), in: store)
            }
        }
        router.get(RouterPath("\(path)/create")) { request, context in
            try await kit.render("pizza-editor", request, context, view: { PizzaView($0, editorAction: "\(path)/create") }) { store, _ in
                try show(.createPizza, in: store)
            }
        }
        for (name, destination) in [("pizzas/:index", nil), ("create", PizzaFeature.Destination.createPizza)] {
            for verb in ["toggle", "add"] {
                router.post(RouterPath("\(path)/\(name)/\(verb)")) { _, context in
                    let editor = try destination ?? .editPizza(Menu.number(parsing: context.parameters.get("index"), field: "index"))
                    return try await kit.act(context) { form in
                        let action: PizzaEditorFeature.Action = try verb == "add" ? .addToCartPressed
                            : .ingredientToggled(IngredientID(parsing: form["ingredient"], field: "ingredient"))
                        return .perform(.editor(action), on: editor)
                    }
                }
            }
        }

        // Drinks.
        kit.get("drinks", template: "pizza-drinks", on: router) { store, _ in try show(.drinks, in: store) }
        kit.post("drinks/add", on: router) { .perform(.drinks(.addPressed(try DrinkID(parsing: $0["id"], field: "id"))), on: .drinks) }

        // The cart and checkout. NB: a reload reads the cart again (every browser of this kiosk
        // shares it); a cart button works from any page, the cart read first (`perform`).
        kit.get("cart", template: "pizza-cart", on: router, opening: .show(.cart))
        kit.post("cart/set", on: router) { .perform(.cart(.quantityTyped(try line($0), $0["quantity"] ?? "")), on: .cart) }
        kit.post("cart/step", on: router) { .perform(.cart(.quantityStepped(try line($0), by: $0["by"] == "-1" ? -1 : 1)), on: .cart) }
        kit.post("cart/remove", on: router) { .perform(.cart(.removePressed(try line($0))), on: .cart) }
        kit.post("cart/checkout", on: router) { _ in .perform(.cart(.checkoutPressed), on: .cart) }
        kit.post("cart/checkout/cancel", on: router) { _ in .perform(.cart(.checkoutCancelled), on: .cart) }
        // NB: only a confirmation this session shows places an order: the back button's copy of
        // it, posted again, finds none (or no cart page) and changes nothing.
        kit.post("cart/checkout/confirm", on: router) { _ in .performOnShownPage(.cart(.checkoutConfirmed)) }
        kit.get("thanks", template: "pizza-thanks", on: router) { store, _ in
            store.state.top?.content.kind == .thankYou ? nil : path
        }
        kit.post("thanks/new-order", on: router) { _ in .performOnShownPage(.thankYou(.newOrderPressed)) }
        kit.get("orders", template: "pizza-orders", on: router) { store, _ in try show(.orders, in: store) }

        // An order's printable receipt, read with the orders (a 404 for an unknown one).
        kit.receipt(on: router, appName: app.title, number: { try PizzaOrder.number(parsing: $0) }) { store, id, settle in
            await store.settle(within: settle)
            store.send(.show(.orders))
            await store.settle(within: settle)
            guard let order = store.state.orders.first(where: { $0.id == id }) else { throw WebError.notFound }
            return (PizzaReceipt.make(order, timeZone: .current), "Receipt of order #\(id) · Nenno's Pizza")
        }

        // Pictures of the menu's pizzas, by their place on it: never a URL the browser names.
        kit.picture("pictures/:id", on: router) { session, index in try pictureURL(at: Menu.number(parsing: index, field: "index"), in: session) }
    }

    // MARK: - Helpers

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

    /// The cart line a form names.
    private static func line(_ form: FormFields) throws -> PizzaCartLineID {
        try PizzaCartLineID(parsing: form["line"], field: "line")
    }

    /// Shows `destination` (`nil`: draw it) or the menu when it cannot open; a pizza past the
    /// end of a menu that has pizzas is a 404.
    @MainActor
    private static func show(_ destination: PizzaFeature.Destination, in store: Store<PizzaFeature>) throws -> String? {
        let pizzas = store.state.menu.menu.pizzas
        if case let .editPizza(index) = destination, !pizzas.isEmpty, !pizzas.indices.contains(index) { throw WebError.notFound }
        store.send(.show(destination))
        return store.state.shows(destination) ? nil : path
    }

    @MainActor
    private static func pictureURL(at index: Int, in session: WebSession) -> String? {
        guard session.hasStore(Self.self) else { return nil }
        let pizzas = session.store(Self.self).state.menu.menu.pizzas
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
            path: path, pages: pages, store: { $0.store(Self.self) }, location: { location(of: $0) },
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
