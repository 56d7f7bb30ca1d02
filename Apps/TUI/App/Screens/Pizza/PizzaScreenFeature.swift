import Foundation
import Presentation
import TerminalUI

/// Nenno's Pizza as the TUI runs it: the menu at the root and a stack of pages over it (the
/// editor, drinks, the cart, the thank-you), each page one of the app's view models.
///
/// The whole app is one store, so that what every page shares lives in one place: the menu
/// (its "unreachable" banner and `r` retry appear on every page), and the one "ADDED TO CART"
/// bar, which stays when the user moves on and restarts when something else is added. The bar
/// is timed by the injected clock: it is shown from the instant the addition landed until
/// exactly `AddedToCartNotice.duration` later, and the shell's tick clears it (the view
/// models' own sleeping timers are not used here, so a test moves time by hand).
enum PizzaScreenFeature: Reducer {
    /// The menu, the open pages and the bar.
    struct State: Equatable, Sendable {
        /// The menu's view model state (the root page).
        var menu = PizzaMenuState()
        /// The pages over the menu, the last one shown. Each kind appears at most once.
        var pages: [Page] = []
        /// The "ADDED TO CART" bar, while it shows.
        var notice: Notice?
        /// The identifier the next page gets: results of a page's work find it by this, and
        /// are dropped when the page has been closed meanwhile.
        var nextPageID = 1

        /// The page shown, or `nil` for the menu.
        var top: Page? { pages.last }
    }

    /// A page over the menu: an identity and a view model's state.
    struct Page: Equatable, Sendable, Identifiable {
        /// Unique for the life of the store.
        var id: Int
        /// The page's view model state.
        var content: Content

        /// A page's view model state.
        enum Content: Equatable, Sendable {
            /// A menu pizza being edited, or one from scratch.
            case editor(PizzaEditorState)
            /// The drinks.
            case drinks(PizzaDrinksState)
            /// The cart.
            case cart(PizzaCartState)
            /// The order went through.
            case thankYou(PizzaThankYouState)

            /// Which kind of page this is.
            var kind: Kind {
                switch self {
                case .editor: .editor
                case .drinks: .drinks
                case .cart: .cart
                case .thankYou: .thankYou
                }
            }
        }

        /// The kinds of page.
        enum Kind: Equatable, Sendable {
            case editor, drinks, cart, thankYou
        }
    }

    /// The "ADDED TO CART" bar and when it appeared.
    struct Notice: Equatable, Sendable {
        /// What was added.
        var notice: AddedToCartNotice
        /// When the addition landed, on the injected clock.
        var shownAt: Date

        /// The instant the bar goes away.
        var endsAt: Date {
            shownAt.addingTimeInterval(AddedToCartNotice.duration.timeInterval)
        }

        /// Whether the bar is up at `now`: from `shownAt` for exactly the bar's duration.
        func isShowing(at now: Date) -> Bool { now < endsAt }
    }

    /// Where a key can take the user.
    enum Destination: Equatable, Sendable {
        /// The editor for the highlighted menu pizza.
        case editHighlightedPizza
        /// The editor for a pizza from scratch ("CREATE A PIZZA").
        case createPizza
        /// The drinks.
        case drinks
        /// The cart.
        case cart
    }

    /// Something for one page's view model.
    enum PageAction: Equatable, Sendable {
        case editor(PizzaEditorAction)
        case drinks(PizzaDrinksAction)
        case cart(PizzaCartAction)
        case thankYou(PizzaThankYouAction)
    }

    /// What happened.
    enum Action: Equatable, Sendable {
        /// Something for the menu's view model.
        case menu(PizzaMenuAction)
        /// Something for the page with this identifier.
        case page(Int, PageAction)
        /// Open a page (from any page: `c` for the cart works everywhere).
        case open(Destination)
        /// Esc on a page: close it.
        case back
        /// The clock ticked past the bar's end.
        case noticeExpired
    }

    typealias Environment = PizzaEnvironment

    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
        switch action {
        case let .menu(.addedToCart(.success(line))):
            showNotice(for: line, in: &state, environment: environment)
            return .none

        case let .menu(action):
            return PizzaMenuFeature.reduce(&state.menu, action, environment).map(Action.menu)

        case let .page(id, action):
            return reducePage(id, action, &state, environment)

        case let .open(destination):
            return open(destination, &state, environment)

        case .back:
            guard !state.pages.isEmpty else { return .none }
            state.pages.removeLast()
            return reappeared(&state, environment)

        case .noticeExpired:
            state.notice = nil
            return .none
        }
    }

    // MARK: - Pages

    private static func reducePage(_ id: Int, _ action: PageAction, _ state: inout State, _ environment: Environment) -> Effect<Action> {
        // The bar belongs to the app, not to the page: it shows even if the page that added
        // is gone by the time the addition lands.
        if let line = addedLine(action) {
            showNotice(for: line, in: &state, environment: environment)
            return .none
        }
        guard let index = state.pages.firstIndex(where: { $0.id == id }) else {
            // An order placed from a cart that was closed meanwhile still gets its thank-you.
            if case let .cart(.checkoutFinished(.success(order))) = action {
                push(.thankYou(PizzaThankYouState(order: order)), replacingAll: true, &state)
            }
            return .none
        }
        let wrap: @Sendable (PageAction) -> Action = { .page(id, $0) }
        switch (state.pages[index].content, action) {
        case (var .editor(page), let .editor(action)):
            let effect = PizzaEditorFeature.reduce(&page, action, environment)
            state.pages[index].content = .editor(page)
            return effect.map { wrap(.editor($0)) }
        case (var .drinks(page), let .drinks(action)):
            let effect = PizzaDrinksFeature.reduce(&page, action, environment)
            state.pages[index].content = .drinks(page)
            return effect.map { wrap(.drinks($0)) }
        case (var .cart(page), let .cart(action)):
            let effect = PizzaCartFeature.reduce(&page, action, environment)
            if let order = page.placedOrder {
                // The cart is settled; the thank-you replaces every page, so Esc leads back
                // to the menu for a new order.
                push(.thankYou(PizzaThankYouState(order: order)), replacingAll: true, &state)
                return .none
            }
            state.pages[index].content = .cart(page)
            return effect.map { wrap(.cart($0)) }
        case (var .thankYou(page), let .thankYou(action)):
            _ = PizzaThankYouFeature.reduce(&page, action, environment)
            if page.startsNewOrder {
                state.pages.removeAll()
                return .none
            }
            state.pages[index].content = .thankYou(page)
            return .none
        default:
            return .none // An action for another kind of page: a stale key, ignore it.
        }
    }

    private static func open(_ destination: Destination, _ state: inout State, _ environment: Environment) -> Effect<Action> {
        let menu = state.menu.menu
        switch destination {
        case .editHighlightedPizza:
            guard state.menu.menu.pizzas.indices.contains(state.menu.selection) else { return .none }
            push(.editor(PizzaEditorState(menu: menu, pizza: menu.pizzas[state.menu.selection])), replacingAll: true, &state)
        case .createPizza:
            guard !menu.ingredients.isEmpty else { return .none }
            push(.editor(PizzaEditorState(menu: menu)), replacingAll: true, &state)
        case .drinks:
            guard !menu.drinks.isEmpty else { return .none }
            if let existing = state.pages.first(where: { $0.content.kind == .drinks }) {
                moveToTop(existing, &state)
            } else {
                push(.drinks(PizzaDrinksState(drinks: menu.drinks)), replacingAll: false, &state)
            }
        case .cart:
            if let existing = state.pages.first(where: { $0.content.kind == .cart }) {
                moveToTop(existing, &state)
            } else {
                push(.cart(PizzaCartState()), replacingAll: false, &state)
            }
            return reappeared(&state, environment)
        }
        return .none
    }

    /// Opens a page on top; an editor or a thank-you starts from the menu.
    private static func push(_ content: Page.Content, replacingAll: Bool, _ state: inout State) {
        if replacingAll { state.pages.removeAll() }
        // A thank-you left under a cart or drinks page would lead back to an old order.
        state.pages.removeAll { $0.content.kind == .thankYou || $0.content.kind == content.kind }
        state.pages.append(Page(id: state.nextPageID, content: content))
        state.nextPageID += 1
    }

    /// Brings an open page to the top, keeping its state (cart ⇄ drinks never piles up).
    private static func moveToTop(_ page: Page, _ state: inout State) {
        state.pages.removeAll { $0.id == page.id }
        state.pages.append(page)
    }

    /// The top page is shown again: the cart reads the store afresh, since drinks or pizzas
    /// may have been added meanwhile.
    private static func reappeared(_ state: inout State, _ environment: Environment) -> Effect<Action> {
        guard let top = state.top, case .cart = top.content else { return .none }
        return reducePage(top.id, .cart(.appeared), &state, environment)
    }

    // MARK: - The bar

    private static func addedLine(_ action: PageAction) -> PizzaCartLine? {
        switch action {
        case let .editor(.addedToCart(.success(line))), let .drinks(.addedToCart(.success(line))): line
        default: nil
        }
    }

    private static func showNotice(for line: PizzaCartLine, in state: inout State, environment: Environment) {
        state.notice = Notice(notice: AddedToCartNotice(line: line), shownAt: environment.clock.now())
    }
}
