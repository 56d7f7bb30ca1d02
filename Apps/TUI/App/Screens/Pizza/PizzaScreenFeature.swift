import Foundation
import Presentation
import TerminalUI

/// Nenno's Pizza as the TUI runs it: the app's one feature (`PizzaFeature`, which owns the
/// pages, the cart, checkout and the "ADDED TO CART" bar) plus the highlighted row of each
/// list, which only a keyboard front end has. Keys that act on "the highlighted one" are
/// resolved to the feature's actions by the key maps.
enum PizzaScreenFeature: Reducer {
    /// The feature's state and the highlights.
    struct State: Equatable, Sendable {
        /// Nenno's Pizza.
        var app = PizzaFeature.State()
        /// The highlighted pizza of the menu.
        var menuCursor = 0
        /// The highlighted row of each open page, by page id.
        var pageCursors: [Int: Int] = [:]
        /// The quantity being typed for the cart's highlighted line, if any.
        var quantityField: TextFieldState?

        /// The page shown, or `nil` for the menu.
        var top: PizzaFeature.Page? { app.top }

        /// How many rows the list shown has.
        var rowCount: Int {
            switch top?.content {
            case nil: app.menu.menu.pizzas.count
            case let .editor(editor)?: editor.menu.ingredients.count
            case let .drinks(drinks)?: drinks.drinks.count
            case let .cart(cart)?: cart.cart.lines.count
            case .thankYou?: 0
            case let .orders(orders)?: orders.items.count
            }
        }

        /// The cart's highlighted line, when the cart is shown.
        var highlightedLine: PizzaCartLine? {
            guard case let .cart(cart)? = top?.content, cart.cart.lines.indices.contains(cursor) else { return nil }
            return cart.cart.lines[cursor]
        }

        /// The highlighted row of the list shown, within it.
        var cursor: Int {
            let raw = top.map { pageCursors[$0.id] ?? 0 } ?? menuCursor
            return max(0, min(raw, rowCount - 1))
        }
    }

    /// What a key did.
    enum Action: Equatable, Sendable {
        /// An action for Nenno's Pizza.
        case app(PizzaFeature.Action)
        /// ↑ (−1) or ↓ (+1): the highlight moves, wrapping around.
        case cursorMoved(Int)
        /// PgUp/PgDn, the wheel: the highlight moves by this many rows, stopping at the ends.
        case cursorStepped(Int)
        /// Home/End, a click: the highlight goes to this row (clamped to the list).
        case cursorSet(Int)
        /// A digit in the cart: the highlighted line's quantity, typed from that digit.
        case quantityStarted(Character)
        /// A key for the quantity being typed.
        case quantityEdited(Key)
        /// Enter on the quantity: the highlighted line gets it.
        case quantitySubmitted
        /// Esc on the quantity.
        case quantityCancelled
    }

    /// ↑↓ (and k/j), PgUp/PgDn, Home/End (and g/G) move the highlight of the list shown.
    static func moveKeys() -> [KeyBinding<Action>] {
        [
            .help("↑↓", "move"),
            .hiddenVerb(.up, send: .cursorMoved(-1)),
            .hiddenVerb(.down, send: .cursorMoved(1)),
            .hiddenVerb(.pageUp, send: .cursorStepped(-10)),
            .hiddenVerb(.pageDown, send: .cursorStepped(10)),
            .hiddenVerb(.first, send: .cursorSet(0)),
            .hiddenVerb(.last, send: .cursorSet(Int.max)),
        ]
    }

    static func reduce(_ state: inout State, _ action: Action, _ environment: PizzaEnvironment) -> Effect<Action> {
        switch action {
        case let .app(action):
            let effect = PizzaFeature.reduce(&state.app, action, environment).map(Action.app)
            // A closed page's highlight goes with it, and a quantity typed on a cart not shown.
            let open = Set(state.app.pages.map(\.id))
            state.pageCursors = state.pageCursors.filter { open.contains($0.key) }
            if case .cart? = state.top?.content {} else { state.quantityField = nil }
            return effect
        case let .quantityStarted(digit):
            guard state.highlightedLine != nil else { return .none }
            state.quantityField = TextFieldState(text: String(digit), maximumLength: PizzaCart.quantityRule.maximumLength)
            return .none
        case let .quantityEdited(key):
            state.quantityField?.handle(key)
            return .none
        case .quantityCancelled:
            state.quantityField = nil
            return .none
        case .quantitySubmitted:
            guard let field = state.quantityField, let top = state.top, let line = state.highlightedLine else { return .none }
            state.quantityField = nil
            return reduce(&state, .app(.page(top.id, .cart(.quantityTyped(line.id, field.text)))), environment)
        case let .cursorMoved(step):
            let count = state.rowCount
            guard count > 0 else { return .none }
            let moved = (state.cursor + step % count + count) % count
            if let top = state.top { state.pageCursors[top.id] = moved } else { state.menuCursor = moved }
            return .none
        case let .cursorStepped(rows):
            let target = state.cursor + rows
            return reduce(&state, .cursorSet(target), environment)
        case let .cursorSet(index):
            let count = state.rowCount
            guard count > 0 else { return .none }
            let clamped = max(0, min(count - 1, index))
            if let top = state.top { state.pageCursors[top.id] = clamped } else { state.menuCursor = clamped }
            return .none
        }
    }
}
