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
        switch state.top?.content {
        case nil: return app
        case let .editor(editor)?: return "\(app) › \(editor.isCustom ? "Create a pizza" : editor.pizza.name)"
        case .drinks?: return "\(app) › Drinks"
        case .cart?: return "\(app) › Cart"
        case .thankYou?: return "\(app) › Thank you"
        }
    }

    // MARK: - Drawing

    static func body(_ state: State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        switch state.top?.content {
        case nil: PizzaMenuPage.body(state.menu, into: &frame, area: area, pictures: context.activePictures)
        case let .editor(editor)?: PizzaEditorPage.body(editor, into: &frame, area: area, pictures: context.activePictures)
        case let .drinks(drinks)?: PizzaDrinksPage.body(drinks, into: &frame, area: area)
        case let .cart(cart)?: PizzaCartPage.body(cart, hasDrinks: !state.menu.menu.drinks.isEmpty, into: &frame, area: area)
        case let .thankYou(thankYou)?: PizzaThankYouPage.body(thankYou, into: &frame, area: area)
        }
    }

    /// The "ADDED TO CART" bar, over the page's heading row (it drops over the title bar on
    /// the original app), so the page does not jump down and back while it shows.
    static func overlay(_ state: State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        guard let notice = state.notice, notice.isShowing(at: context.now), !area.isEmpty else { return }
        let line = notice.notice.line
        Banner(.notice, notice.notice.text, hint: "\(line.item.name) × \(line.quantity) in cart")
            .render(into: &frame, in: area.row(0), style: PizzaStyle.addedBar)
    }

    /// The error of the last action on the page shown (a refused checkout, a pizza without
    /// ingredients), until the next action.
    static func banner(_ state: State, context: ScreenContext) -> Banner? {
        let error: AppError?
        switch state.top?.content {
        case nil: error = state.menu.error
        case let .editor(editor)?: error = editor.error
        case let .drinks(drinks)?: error = drinks.error
        case let .cart(cart)?: error = cart.error
        case .thankYou?: error = nil
        }
        guard let error else { return nil }
        if case .cart? = state.top?.content {
            return Banner(.error, "Checkout failed: \(error.message)", hint: "enter retry")
        }
        return Banner(.error, error.message)
    }

    /// The menu API's trouble, on every page: the saved menu is shown, or none could be had
    /// (the menu page itself then says so in its body instead).
    static func unreachable(_ state: State) -> Unreachable<Action>? {
        let retry = Action.menu(.retryPressed)
        if let cached = state.menu.cachedBanner {
            return Unreachable(message: cached, retry: retry)
        }
        if case let .failed(error) = state.menu.status, state.top != nil || !state.menu.rows.isEmpty {
            return Unreachable(message: "Can't load the menu: \(error.message)", retry: retry)
        }
        return nil
    }

    static func tickAction(_ state: State, now: Date) -> Action? {
        guard let notice = state.notice, !notice.isShowing(at: now) else { return nil }
        return .noticeExpired
    }

    // MARK: - Keys

    /// While an order is being sent nothing but Ctrl-C acts: leaving the cart then would hide
    /// the outcome of the order.
    static func capturesKeys(_ state: State) -> Bool {
        if case let .cart(cart)? = state.top?.content { return cart.isCheckingOut }
        return false
    }

    static func keyMap(_ state: State) -> KeyMap<Action> {
        guard let top = state.top else {
            return KeyMap(PizzaMenuPage.keyMap(state.menu))
        }
        var bindings: [KeyBinding<Action>]
        var cart = true
        switch top.content {
        case let .editor(editor):
            bindings = PizzaEditorPage.keyMap(editor, page: top.id)
        case let .drinks(drinks):
            bindings = PizzaDrinksPage.keyMap(drinks, page: top.id)
        case let .cart(page):
            if page.isCheckingOut { return [] }
            bindings = PizzaCartPage.keyMap(page, page: top.id, hasDrinks: !state.menu.menu.drinks.isEmpty)
            cart = false
        case let .thankYou(thankYou):
            bindings = PizzaThankYouPage.keyMap(thankYou, page: top.id)
        }
        if cart { bindings.append(.keys(.character("c"), help: "cart", send: .open(.cart))) }
        // Back is listed right after moving, so a narrow help line keeps it.
        let back = KeyBinding<Action>.keys(.escape, help: "back", send: .back)
        bindings.insert(back, at: bindings.first?.help?.keys == "↑↓" ? 1 : 0)
        return KeyMap(bindings)
    }
}
