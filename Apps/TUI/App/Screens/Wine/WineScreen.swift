import Foundation
import Presentation
import TerminalUI

/// The Wine Club: sign-in, new employee, forgot PIN, employees, catalog, detail, cart and
/// thank-you, each drawn by an extension in this folder (`WineScreen+Catalog.swift`…). This
/// file dispatches on the shown route and holds what every Wine screen shares: the title,
/// the wine.com banner with `r`, notices and errors, the cart (`c`) and sign-out (`L`).
enum WineScreen: Screen {
    typealias Feature = WineScreenFeature
    typealias State = WineScreenFeature.State
    typealias Action = WineScreenFeature.Action

    static func title(_ state: State) -> String {
        var title = "Kiosk › Wine Club › \(state.route.title)"
        if state.route == .catalog, let employee = state.app.employee { title += " · \(employee.fullName)" }
        return title
    }

    static func body(_ state: State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        switch state.route {
        case .signIn: signInBody(state, into: &frame, area: area)
        case .newEmployee: newEmployeeBody(state, into: &frame, area: area)
        case .forgotPIN: forgotPINBody(state, into: &frame, area: area)
        case .employees: employeesBody(state, into: &frame, area: area)
        case .catalog: catalogBody(state, into: &frame, area: area, pictures: context.activePictures)
        case .detail: detailBody(state, into: &frame, area: area, pictures: context.activePictures)
        case .cart: cartBody(state, into: &frame, area: area)
        case .thankYou: thankYouBody(state, into: &frame, area: area)
        case .orders: ordersBody(state, into: &frame, area: area)
        case .account: accountBody(state, into: &frame, area: area)
        }
    }

    static func overlay(_ state: State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        if state.route == .catalog, case let .filters(cursor, find) = state.catalogInput {
            filterPicker(state, cursor: cursor, find: find, into: &frame, area: area)
        }
        if state.route == .cart, state.app.cart.isConfirmingCheckout {
            checkoutDialog(state, into: &frame, area: area)
        }
    }

    /// The idle sign-out's countdown, else the error of the shown screen, else the notice.
    static func banner(_ state: State, context: ScreenContext) -> Banner? {
        if let warning = state.app.idleWarning { return Banner(.notice, warning) }
        if let error = state.app.error { return Banner(.error, error.message) }
        if let notice = state.app.notice { return Banner(.success, notice.text) }
        if state.route == .catalog, let cut = state.app.catalog.searchCutNotice { return Banner(.notice, cut) }
        // NB: a catalog cut off by an interrupted import must not pass for the whole one.
        if state.route == .catalog, let partial = state.app.catalog.partialWarning {
            return Banner(.notice, "The catalog is \(partial)", hint: state.app.catalog.importProgress == nil ? "i import" : nil)
        }
        return nil
    }

    static func unreachable(_ state: State) -> Unreachable<Action>? {
        state.app.serviceBanner.map { Unreachable(message: $0, retry: .app(.retryPressed)) }
    }

    static func isConfirming(_ state: State) -> Bool {
        state.route == .cart && state.app.cart.isConfirmingCheckout
    }

    static func capturesKeys(_ state: State) -> Bool {
        switch state.route {
        case .newEmployee, .forgotPIN, .account: true
        case .catalog: state.catalogInput != nil || state.app.quickAdd != nil
        case .cart: state.isTypingCartQuantity || state.app.cart.isConfirmingCheckout
        case .signIn, .employees, .detail, .thankYou, .orders: false
        }
    }

    // MARK: - Keys

    static func keyMap(_ state: State) -> KeyMap<Action> {
        var bindings: [KeyBinding<Action>] = switch state.route {
        case .signIn: signInKeys(state)
        case .newEmployee: newEmployeeKeys(state)
        case .forgotPIN: forgotPINKeys(state)
        case .employees: listKeys() + [.verb(.new, "new employee", send: .app(.opened(.newEmployee))), .verb(.back, send: .app(.back))]
        case .catalog: catalogKeys(state)
        case .detail: detailKeys(state)
        case .cart: cartKeys(state)
        case .thankYou: [.verb(.open, "new order", send: .app(.thankYou(.newOrderPressed)))]
        case .orders: [.verb(.back, send: .app(.back))]
        case .account: accountKeys(state)
        }
        if state.app.employee != nil, !capturesKeys(state) {
            if state.route != .cart { bindings.append(.verb(.cart, "cart (\(state.app.cartQuantity))", send: .app(.opened(.cart)))) }
            bindings.append(.verb(.signOut, primary: false, send: .app(.signOutPressed)))
            if state.app.canGoBack, KeyMap(bindings).action(for: .escape) == nil {
                bindings.append(.verb(.back, send: .app(.back)))
            }
        }
        return KeyMap(bindings)
    }

    /// ↑↓, PgUp/PgDn, Home/End on a list.
    static func listKeys() -> [KeyBinding<Action>] {
        [
            .help("↑↓", "move"),
            .hiddenVerb(.up, send: .cursorMoved(-1)),
            .hiddenVerb(.down, send: .cursorMoved(1)),
            .hiddenVerb(.pageUp, send: .cursorMoved(-10)),
            .hiddenVerb(.pageDown, send: .cursorMoved(10)),
            .hiddenVerb(.first, send: .cursorMovedToEnd(last: false)),
            .hiddenVerb(.last, send: .cursorMovedToEnd(last: true)),
        ]
    }

    // MARK: - Mouse and reloads

    /// A click on a row of the catalog, the cart or the employees highlights it, and on the
    /// highlighted one opens it (what Enter does); in the category picker it highlights, then
    /// turns the category on or off.
    static func clicked(_ target: ClickTarget, state: State) -> Action? {
        switch target.name {
        case "picker": return .pickerClicked(target.index)
        case "row" where !capturesKeys(state): return .rowClicked(target.index)
        default: return nil
        }
    }

    /// Every key and click keeps the sign-in (the feature ignores it while nobody is signed in).
    static func touchedAction(_ state: State) -> Action? {
        state.app.employee == nil ? nil : .app(.touched)
    }

    /// The wheel moves the highlight of the list shown (the picker's when it is open).
    static func scrolled(_ state: State, by rows: Int) -> Action? {
        if case .filters = state.catalogInput, state.route == .catalog { return .pickerScrolled(rows) }
        guard !capturesKeys(state) else { return nil }
        switch state.route {
        case .catalog, .cart, .employees: return .cursorMoved(rows)
        default: return nil
        }
    }

    /// What the screen shows, read again from the database (the catalog's page, the cart,
    /// the employees, the orders); never while a field or a confirmation is open.
    static func reloadAction(_ state: State) -> Action? {
        capturesKeys(state) ? nil : .app(.shownAgain)
    }

    /// A binding that sends every editing key to the field with the keyboard.
    static func fieldKeys(help: KeyHelp? = nil, verb: Verb? = nil, accepting accepts: @escaping (Key) -> Bool = { _ in true }) -> KeyBinding<Action> {
        KeyBinding(help: help, verb: verb) { key in
            guard accepts(key) else { return nil }
            var probe = TextFieldState(text: "x")
            return probe.handle(key) ? .edited(key) : nil
        }
    }

    /// Keys that edit a digits-only field: digits, Backspace, Delete and the cursor keys (so
    /// letters stay free for commands).
    static func isDigitEditingKey(_ key: Key) -> Bool {
        switch key {
        case let .character(character): character.isASCII && character.isNumber
        default: true
        }
    }

    // MARK: - Drawing helpers

    /// Lines centred vertically and horizontally in `area`, wrapped to its width.
    static func centered(_ lines: [(String, Style)], into frame: inout Frame, area: Rect) {
        let wrapped = lines.flatMap { line, style in Dialog.wrap(line, width: max(1, area.width - 4)).map { ($0, style) } }
        let top = area.y + max(0, (area.height - wrapped.count) / 2)
        for (offset, (line, style)) in wrapped.enumerated() where top + offset < area.maxY {
            frame.text(line, in: Rect(x: area.x, y: top + offset, width: area.width, height: 1), style: style, alignment: .center)
        }
    }

    /// A labelled text field on one row: "Label  [field]".
    static func field(
        _ label: String, text: String, placeholder: String = "", focused: Bool, mask: Character? = nil,
        labelWidth: Int, fieldWidth: Int = 30, isInvalid: Bool = false, into frame: inout Frame, row: Rect
    ) {
        let labelStyle: Style = isInvalid ? Style(foreground: Theme.error, bold: true) : focused ? .plain.bolded : .plain.dimmed
        frame.text(label.padded(toWidth: labelWidth), in: row, style: labelStyle)
        let x = row.x + labelWidth
        let rect = Rect(x: x, y: row.y, width: max(0, min(fieldWidth, row.maxX - x)), height: 1)
        TextField(text: text, placeholder: placeholder, isFocused: focused, mask: mask).render(into: &frame, in: rect)
    }

    /// "3 bottles" / "1 bottle".
    static func bottles(_ count: Int) -> String { Plural.count(count, "bottle") }
}
