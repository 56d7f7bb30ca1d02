/// Nenno's Pizza, whole: the menu at the root and a stack of pages over it (the editor, drinks,
/// the cart, the thank-you), each page one of the app's view models, plus what every page
/// shares: the menu (its "unreachable" banner and retry appear on every page) and the one
/// "ADDED TO CART" bar, which stays when the user moves on and restarts when something else is
/// added. The bar lasts exactly `Notice.addedToCartDuration` on the environment's clock.
public enum PizzaFeature: Reducer {
    /// The menu, the open pages and the bar.
    public struct State: Equatable, Sendable {
        /// The menu's view model state (the root page).
        public var menu = PizzaMenuFeature.State()
        /// The pages over the menu, the last one shown. Each kind appears at most once. Results
        /// of a page's work find it by its id, and are dropped when it has been closed meanwhile.
        public var pages = ScreenStack<PageContent>()
        /// The "ADDED TO CART" bar, while it shows.
        public var notice: Notice?

        /// The menu, no page open.
        public init() {}

        /// The page shown, or `nil` for the menu.
        public var top: Page? { pages.top }

        /// The page's name, for titles: the pizza being edited, "Drinks", … (`nil` on the menu).
        public var pageTitle: String? {
            switch top?.content {
            case nil: nil
            case let .editor(editor)?: editor.isCustom ? "Create a pizza" : editor.pizza.name
            case .drinks?: "Drinks"
            case .cart?: "Cart"
            case .thankYou?: "Thank you"
            case .orders?: "Orders"
            }
        }

        /// The menu API's trouble, for every page: the saved menu is shown, or none could be
        /// had (the menu page itself says so in its body when it has nothing to show).
        public var serviceBanner: String? {
            if let cached = menu.cachedBanner { return cached }
            if case let .failed(error) = menu.status, top != nil || !menu.rows.isEmpty {
                return PizzaMenuFeature.State.failureText(error)
            }
            return nil
        }

        /// The error of the last action on the page shown, in words, until the next action.
        public var errorText: String? {
            switch top?.content {
            case nil: menu.error?.message
            case let .editor(editor)?: editor.error?.message
            case let .drinks(drinks)?: drinks.error?.message
            case let .cart(cart)?: cart.errorText
            case .thankYou?: nil
            case let .orders(orders)?: orders.error?.message
            }
        }

        /// The orders the orders page shows; none while it is closed.
        public var orders: [PizzaOrder] {
            for page in pages {
                if case let .orders(orders) = page.content { return orders.items }
            }
            return []
        }

        /// Whether `destination` is the page shown: an editor of that pizza, drinks, the cart, …
        /// (a front end that asked for it learns whether it could open).
        public func shows(_ destination: Destination) -> Bool {
            let pizzas = menu.menu.pizzas
            switch (destination, top?.content) {
            case let (.editPizza(index), .editor(editor)?):
                return !editor.isCustom && pizzas.indices.contains(index) && editor.pizza.name == pizzas[index].name
            case let (.createPizza, .editor(editor)?):
                return editor.isCustom
            case (.drinks, .drinks?), (.cart, .cart?), (.orders, .orders?):
                return true
            default:
                return false
            }
        }

        /// Whether an order is being sent: a front end keeps the person on the cart meanwhile,
        /// since leaving it would hide the outcome.
        public var isCheckingOut: Bool {
            if case let .cart(cart)? = top?.content { return cart.isCheckingOut }
            return false
        }
    }

    /// A page over the menu: its id and its view model's state.
    public typealias Page = ScreenStack<PageContent>.Entry

    /// A page's view model state.
    public enum PageContent: Equatable, Sendable {
        /// A menu pizza being edited, or one from scratch.
        case editor(PizzaEditorFeature.State)
        /// The drinks.
        case drinks(PizzaDrinksFeature.State)
        /// The cart.
        case cart(PizzaCartFeature.State)
        /// The order went through.
        case thankYou(PizzaThankYouFeature.State)
        /// The orders placed so far.
        case orders(PizzaOrdersFeature.State)

        /// Which kind of page this is.
        public var kind: Kind {
            switch self {
            case .editor: .editor
            case .drinks: .drinks
            case .cart: .cart
            case .thankYou: .thankYou
            case .orders: .orders
            }
        }

        /// The kinds of page.
        public enum Kind: Equatable, Sendable {
            case editor, drinks, cart, thankYou, orders
        }
    }

    /// Where the person can go from any page.
    public enum Destination: Equatable, Sendable {
        /// The editor for the menu pizza at this place in the menu.
        case editPizza(Int)
        /// The editor for a pizza from scratch ("CREATE A PIZZA").
        case createPizza
        /// The drinks.
        case drinks
        /// The cart.
        case cart
        /// The orders placed so far.
        case orders
    }

    /// Something for one page's view model.
    public enum PageAction: Equatable, Sendable {
        case editor(PizzaEditorFeature.Action)
        case drinks(PizzaDrinksFeature.Action)
        case cart(PizzaCartFeature.Action)
        case thankYou(PizzaThankYouFeature.Action)
        case orders(PizzaOrdersFeature.Action)
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// Something for the menu's view model.
        case menu(PizzaMenuFeature.Action)
        /// Something for the page with this identifier.
        case page(Int, PageAction)
        /// Open a page (from any page: the cart is reachable everywhere).
        case open(Destination)
        /// Close the page shown.
        case back
        /// Show the menu in one step: every page over it closes (not while an order is out).
        case showMenu
        /// Show a page as an address names it, in one step: opened unless it is the page
        /// shown, which keeps its state (an editor its ticks) and reads again what it shows (the
        /// cart, the orders), as `shownAgain`.
        case show(Destination)
        /// Send a page's action in one step, the page shown first (`show`); a cart opened for it
        /// is read before the action, which names one of its lines.
        case perform(PageAction, on: Destination)
        /// Send a page's action to the page shown, in one step; ignored when another page is
        /// shown (a form posted again from a page closed since: a confirmation already answered).
        case performOnShownPage(PageAction)
        /// The bar's time is up.
        case noticeExpired
        /// The page shown is shown again, or something changed elsewhere (another browser, the
        /// CLI): the cart and the orders read the store afresh, quietly (not while an order is
        /// being sent).
        case shownAgain
    }

    static let noticeTimer: EffectID = "pizza.addedToCartNotice"

    public static func reduce(_ state: inout State, _ action: Action, _ environment: PizzaEnvironment) -> Effect<Action> {
        switch action {
        case let .menu(.addedToCart(.success(line))):
            return showNotice(for: line, in: &state, environment)

        case let .menu(action):
            return PizzaMenuFeature.reduce(&state.menu, action, environment).map(Action.menu)

        case let .page(id, action):
            return reducePage(id, action, &state, environment)

        case let .open(destination):
            return open(destination, &state, environment)

        case .back:
            guard !state.pages.isEmpty, !state.isCheckingOut else { return .none }
            state.pages.pop()
            return reappeared(&state, environment)

        case .showMenu:
            guard !state.isCheckingOut else { return .none }
            state.pages.removeAll()
            return .none

        case let .show(destination):
            return state.shows(destination) ? reduce(&state, .shownAgain, environment) : open(destination, &state, environment)

        case let .perform(action, destination):
            return perform(action, on: destination, &state, environment)

        case let .performOnShownPage(action):
            guard let top = state.top else { return .none }
            return reducePage(top.id, action, &state, environment)

        case .noticeExpired:
            state.notice = nil
            return .none

        case .shownAgain:
            guard !state.isCheckingOut else { return .none }
            return reappeared(&state, environment)
        }
    }

    /// A refused or uncertain checkout, in words: an uncertain one is not called a failure.
    public static func checkoutErrorText(_ error: AppError) -> String {
        if case .outcomeUnknown = error { return error.message }
        return "Checkout failed: \(error.message)"
    }

    // MARK: - Pages

    private static func reducePage(_ id: Int, _ action: PageAction, _ state: inout State, _ environment: PizzaEnvironment) -> Effect<Action> {
        // The bar belongs to the app, not to the page: it shows even if the page that added
        // is gone by the time the addition lands.
        if let line = addedLine(action) {
            return showNotice(for: line, in: &state, environment)
        }
        switch action {
        case let .cart(.delegate(.orderPlaced(order))):
            // The cart is settled; the thank-you replaces every page, so back leads to the menu
            // for a new order.
            push(.thankYou(PizzaThankYouFeature.State(order: order)), replacingAll: true, &state)
            return .none
        case .thankYou(.delegate(.newOrderStarted)):
            state.pages.removeAll()
            return .none
        default:
            break
        }
        guard let content = state.pages[id: id] else {
            // An order placed from a cart that was closed meanwhile still gets its thank-you.
            if case let .cart(.checkoutFinished(.success(order))) = action {
                push(.thankYou(PizzaThankYouFeature.State(order: order)), replacingAll: true, &state)
            }
            return .none
        }
        let wrap: @Sendable (PageAction) -> Action = { .page(id, $0) }
        switch (content, action) {
        case (var .editor(page), let .editor(action)):
            let effect = PizzaEditorFeature.reduce(&page, action, environment)
            state.pages[id: id] = .editor(page)
            return effect.map { wrap(.editor($0)) }
        case (var .drinks(page), let .drinks(action)):
            let effect = PizzaDrinksFeature.reduce(&page, action, environment)
            state.pages[id: id] = .drinks(page)
            return effect.map { wrap(.drinks($0)) }
        case (var .cart(page), let .cart(action)):
            let effect = PizzaCartFeature.reduce(&page, action, environment)
            state.pages[id: id] = .cart(page)
            return effect.map { wrap(.cart($0)) }
        case (var .orders(page), let .orders(action)):
            let effect = PizzaOrdersFeature.reduce(&page, action, environment)
            state.pages[id: id] = .orders(page)
            return effect.map { wrap(.orders($0)) }
        case (var .thankYou(page), let .thankYou(action)):
            let effect = PizzaThankYouFeature.reduce(&page, action, environment)
            state.pages[id: id] = .thankYou(page)
            return effect.map { wrap(.thankYou($0)) }
        default:
            return .none // An action for another kind of page: a stale input, ignore it.
        }
    }

    private static func open(_ destination: Destination, _ state: inout State, _ environment: PizzaEnvironment) -> Effect<Action> {
        guard !state.isCheckingOut else { return .none }
        let menu = state.menu.menu
        switch destination {
        case let .editPizza(index):
            guard menu.pizzas.indices.contains(index) else { return .none }
            push(.editor(PizzaEditorFeature.State(menu: menu, pizza: menu.pizzas[index])), replacingAll: true, &state)
        case .createPizza:
            guard !menu.ingredients.isEmpty else { return .none }
            push(.editor(PizzaEditorFeature.State(menu: menu)), replacingAll: true, &state)
        case .drinks:
            guard !menu.drinks.isEmpty else { return .none }
            if let existing = state.pages.first(where: { $0.content.kind == .drinks }) {
                state.pages.bringToTop(id: existing.id)
            } else {
                push(.drinks(PizzaDrinksFeature.State(drinks: menu.drinks)), replacingAll: false, &state)
            }
        case .cart:
            if let existing = state.pages.first(where: { $0.content.kind == .cart }) {
                state.pages.bringToTop(id: existing.id)
            } else {
                push(.cart(PizzaCartFeature.State()), replacingAll: false, &state)
            }
            return reappeared(&state, environment)
        case .orders:
            if let existing = state.pages.first(where: { $0.content.kind == .orders }) {
                state.pages.bringToTop(id: existing.id)
            } else {
                push(.orders(PizzaOrdersFeature.State()), replacingAll: false, &state)
            }
            return reappeared(&state, environment)
        }
        return .none
    }

    /// `perform`: a cart opened for the action is read first, in the same effect, so the line
    /// the action names is there; any other page takes it at once.
    private static func perform(_ action: PageAction, on destination: Destination, _ state: inout State, _ environment: PizzaEnvironment) -> Effect<Action> {
        if state.shows(destination) { return reducePage(state.top!.id, action, &state, environment) }
        let opened = open(destination, &state, environment)
        guard state.shows(destination), let page = state.top else { return opened }
        guard destination == .cart else { return .merge([opened, reducePage(page.id, action, &state, environment)]) }
        // NB: in place of the read `open` starts, which could land after the action's change.
        return .run { send in
            await send(.page(page.id, .cart(.cartLoaded(attempt { try environment.cart() }))))
            await send(.page(page.id, action))
        }
    }

    /// Opens a page on top; an editor or a thank-you starts from the menu.
    ///
    /// NB: an open drinks, cart or orders page is brought to the top instead (`bringToTop`),
    /// keeping its state: cart ⇄ drinks never piles up.
    private static func push(_ content: PageContent, replacingAll: Bool, _ state: inout State) {
        if replacingAll { state.pages.removeAll() }
        // A thank-you left under a cart or drinks page would lead back to an old order.
        state.pages.removeAll { $0.content.kind == .thankYou || $0.content.kind == content.kind }
        state.pages.push(content)
    }

    /// The top page is shown again: the cart and the orders read the store afresh, since
    /// something may have been added or ordered meanwhile.
    private static func reappeared(_ state: inout State, _ environment: PizzaEnvironment) -> Effect<Action> {
        switch state.top?.content {
        case .cart?: return reducePage(state.top!.id, .cart(.appeared), &state, environment)
        case .orders?: return reducePage(state.top!.id, .orders(.appeared), &state, environment)
        default: return .none
        }
    }

    // MARK: - The bar

    private static func addedLine(_ action: PageAction) -> PizzaCartLine? {
        switch action {
        case let .editor(.addedToCart(.success(line))), let .drinks(.addedToCart(.success(line))): line
        default: nil
        }
    }

    private static func showNotice(for line: PizzaCartLine, in state: inout State, _ environment: PizzaEnvironment) -> Effect<Action> {
        let notice = Notice.addedToCart(line)
        state.notice = notice
        return notice.timer(id: noticeTimer, clock: environment.clock, expired: .noticeExpired)
    }
}
