import Foundation
import Presentation
import TerminalUI

/// Nenno's Pizza: the menu and the page over it (editor, drinks, cart, thank-you), with what
/// every page shares: the red "ADDED TO CART" bar for exactly three seconds, the banner when
/// the menu API cannot be reached (or the saved menu is shown) with `r` to retry, the error of
/// the last action, `c` for the cart and Esc back to the previous page.
enum PizzaScreen: Screen {
    typealias Feature = PizzaScreenFeature
    typealias State = PizzaScreenFeature.State
    typealias Action = PizzaScreenFeature.Action

    static func title(_ state: State) -> String {
        let app = "Kiosk › Nenno's Pizza"
        return state.app.pageTitle.map { "\(app) › \($0)" } ?? app
    }

    // MARK: - Drawing

    static func body(_ state: State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        let cursor = state.cursor
        switch state.top?.content {
        case nil: PizzaMenuPage.body(state.app.menu, cursor: cursor, into: &frame, area: area, pictures: context.activePictures)
        case let .editor(editor)?: PizzaEditorPage.body(editor, cursor: cursor, into: &frame, area: area, pictures: context.activePictures)
        case let .drinks(drinks)?: PizzaDrinksPage.body(drinks, cursor: cursor, into: &frame, area: area)
        case let .cart(cart)?:
            PizzaCartPage.body(cart, cursor: cursor, typing: state.quantityField, hasDrinks: !state.app.menu.menu.drinks.isEmpty, into: &frame, area: area)
        case let .thankYou(thankYou)?: PizzaThankYouPage.body(thankYou, into: &frame, area: area)
        case let .orders(orders)?: PizzaOrdersPage.body(orders, cursor: cursor, into: &frame, area: area)
        }
    }

    /// The "ADDED TO CART" bar, over the page's heading row (it drops over the title bar on
    /// the original app), so the page does not jump down and back while it shows.
    static func overlay(_ state: State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        if case let .cart(cart)? = state.top?.content, cart.isConfirmingCheckout {
            Dialog(title: CheckoutWording.title, message: cart.checkoutQuestion, confirm: CheckoutWording.confirm, cancel: CheckoutWording.cancel)
                .render(into: &frame, in: area)
        }
        guard let notice = state.app.notice, !area.isEmpty else { return }
        Banner(.notice, notice.text, hint: notice.detail)
            .render(into: &frame, in: area.row(0), style: PizzaStyle.addedBar)
    }

    static func isConfirming(_ state: State) -> Bool {
        if case let .cart(cart)? = state.top?.content { return cart.isConfirmingCheckout }
        return false
    }

    /// The error of the last action on the page shown (a refused checkout, a pizza without
    /// ingredients), until the next action.
    static func banner(_ state: State, context: ScreenContext) -> Banner? {
        guard let text = state.app.errorText else { return nil }
        // NB: after an order nobody heard back about, checking out again is no "retry".
        if case let .cart(cart)? = state.top?.content, cart.cart.uncertainCheckout == nil { return Banner(.error, text, hint: "p retry") }
        return Banner(.error, text)
    }

    /// The menu API's trouble, on every page.
    static func unreachable(_ state: State) -> Unreachable<Action>? {
        state.app.serviceBanner.map { Unreachable(message: $0, retry: .app(.menu(.retryPressed))) }
    }

    // MARK: - Keys

    /// While an order is being sent, or the confirmation is up, nothing but the key map (and
    /// Ctrl-C) acts: leaving the cart then would hide the outcome of the order.
    static func capturesKeys(_ state: State) -> Bool {
        if case let .cart(cart)? = state.top?.content { return cart.isCheckingOut || cart.isConfirmingCheckout || state.quantityField != nil }
        return false
    }

    static func keyMap(_ state: State) -> KeyMap<Action> {
        let cursor = state.cursor
        guard let top = state.top else {
            return KeyMap(PizzaMenuPage.keyMap(state.app.menu, cursor: cursor))
        }
        var bindings: [KeyBinding<Action>]
        var cart = true
        switch top.content {
        case let .editor(editor):
            bindings = PizzaEditorPage.keyMap(editor, cursor: cursor, page: top.id)
        case let .drinks(drinks):
            bindings = PizzaDrinksPage.keyMap(drinks, cursor: cursor, page: top.id)
        case let .cart(page):
            if page.isCheckingOut { return [] }
            bindings = PizzaCartPage.keyMap(page, cursor: cursor, typing: state.quantityField != nil, page: top.id,
                                            hasDrinks: !state.app.menu.menu.drinks.isEmpty)
            if page.isConfirmingCheckout || state.quantityField != nil { return KeyMap(bindings) }
            cart = false
        case let .thankYou(thankYou):
            bindings = PizzaThankYouPage.keyMap(thankYou, page: top.id)
        case let .orders(orders):
            bindings = PizzaOrdersPage.keyMap(orders)
        }
        if cart { bindings.append(.verb(.cart, send: .app(.open(.cart)))) }
        // Back is listed right after moving, so a narrow help line keeps it.
        let back = KeyBinding<Action>.verb(.back, send: .app(.back))
        bindings.insert(back, at: bindings.first?.help?.keys == "↑↓" ? 1 : 0)
        return KeyMap(bindings)
    }

    // MARK: - Mouse and reloads

    /// A click on a row highlights it, and on the highlighted one does what Enter does (Space
    /// in the editor: the ingredient on or off); the price, "+", ADD TO CART, ✕, DRINKS and
    /// CHECKOUT buttons do what they say (CHECKOUT asks first, as `p` does).
    static func clicked(_ target: ClickTarget, state: State) -> Action? {
        guard !capturesKeys(state) else { return nil }
        let map = keyMap(state)
        switch target.name {
        case "row":
            guard target.index != state.cursor else {
                if case .editor? = state.top?.content { return map.action(for: .character(" ")) }
                return map.action(for: .enter)
            }
            return .cursorSet(target.index)
        case "add":
            switch state.top?.content {
            case nil: return .app(.menu(.addPressed(target.index)))
            case let .drinks(drinks)?:
                guard let top = state.top, drinks.drinks.indices.contains(target.index) else { return nil }
                return .app(.page(top.id, .drinks(.addPressed(drinks.drinks[target.index].id))))
            default: return map.action(for: .character("a"))
            }
        case "remove":
            guard let top = state.top, case let .cart(cart) = top.content, cart.cart.lines.indices.contains(target.index) else { return nil }
            return .app(.page(top.id, .cart(.removePressed(cart.cart.lines[target.index].id))))
        case "checkout": return map.action(for: .character("p"))
        case "drinks": return map.action(for: .character("b"))
        default: return nil
        }
    }

    static func scrolled(_ state: State, by rows: Int) -> Action? {
        capturesKeys(state) || state.rowCount == 0 ? nil : .cursorStepped(rows)
    }

    /// The cart and the orders, read again (another process may have ordered or added).
    static func reloadAction(_ state: State) -> Action? {
        guard let top = state.top, !capturesKeys(state) else { return nil }
        switch top.content {
        case .cart: return .app(.page(top.id, .cart(.appeared)))
        case .orders: return .app(.page(top.id, .orders(.appeared)))
        default: return nil
        }
    }
}
