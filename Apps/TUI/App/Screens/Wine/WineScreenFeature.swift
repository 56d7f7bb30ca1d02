import Foundation
import Presentation
import TerminalUI

/// The Wine Club as the TUI runs it: the app's one feature (`WineFeature`, which owns every
/// screen, the navigation and the notices) plus what only a keyboard front end has: the
/// highlighted rows, the focused form field, the open search field or category picker, and the
/// quantity field being typed.
///
/// Its reducer only turns keys into the feature's actions, reading the highlight where an
/// action needs a wine; what happens next is the feature's to decide.
enum WineScreenFeature: Reducer {
    /// The feature's state and the screen's own.
    struct State: Equatable, Sendable {
        /// The Wine Club.
        var app = WineFeature.State()
        /// The field of the new-employee form with the keyboard.
        var newEmployeeFocus: NewEmployeeFeature.Field = .pin
        /// The field of the account form with the keyboard.
        var accountFocus: WineAccountFeature.Field = .oldPIN
        /// The highlighted employee.
        var employeesCursor = 0
        /// The highlighted wine, an index into the page.
        var catalogCursor = 0
        /// The search field or the category picker, when one has the keyboard.
        var catalogInput: CatalogInput?
        /// The highlighted cart line.
        var cartCursor = 0
        /// The quantity being typed: the quick add's, the detail's or (after a digit) the
        /// highlighted cart line's.
        var quantityField: TextFieldState?

        /// The screen shown.
        var route: WineRoute { app.route }

        /// The highlighted wine of the catalog's page.
        var highlightedWine: Wine? {
            let wines = app.catalog.page?.wines ?? []
            return wines.indices.contains(catalogCursor) ? wines[catalogCursor] : nil
        }

        /// The highlighted cart line.
        var highlightedLine: CartItem? {
            let items = app.cart.contents.items
            return items.indices.contains(cartCursor) ? items[cartCursor] : nil
        }

        /// Whether a cart line's quantity is being typed.
        var isTypingCartQuantity: Bool { route == .cart && quantityField != nil }
    }

    /// What has the keyboard on the catalog, besides the list.
    enum CatalogInput: Equatable, Sendable {
        /// The search field (its text is the feature's `query.search`).
        case search
        /// The category picker, with its highlighted row and the text typed to find a category.
        case filters(cursor: Int, find: String)
    }

    /// What a key did.
    enum Action: Equatable, Sendable {
        /// An action for the Wine Club.
        case app(WineFeature.Action)
        /// A key for the field with the keyboard (the PIN, a form field, the email, the
        /// search, a quantity) or the picker's highlight.
        case edited(Key)
        /// Tab / ↓ (+1) or Shift-Tab / ↑ (−1) on the new-employee or the account form.
        case focusMoved(Int)
        /// Enter on the account form: the change the focused field belongs to.
        case accountSubmitted
        /// ↑/↓/PgUp/PgDn on a list.
        case cursorMoved(Int)
        /// Home/End on a list.
        case cursorMovedToEnd(last: Bool)
        /// `/` on the catalog.
        case searchOpened
        /// `f` on the catalog: the category picker.
        case filtersOpened
        /// Space in the picker: the highlighted category on or off.
        case filterToggled
        /// Closes the search or the picker.
        case catalogInputClosed
        /// `a` on the catalog: the quick add for the highlighted wine.
        case quickAddOpened
        /// Enter on the catalog or a cart line: the highlighted wine's detail.
        case detailOpened
        /// A digit in the cart: the highlighted line's quantity, typed from that digit.
        case cartQuantityStarted(Character)
        /// `+`/`-` in the cart: the highlighted line's quantity by one.
        case cartQuantityStepped(Int)
        /// Enter on the cart's quantity field.
        case cartQuantitySubmitted
        /// Esc on the cart's quantity field.
        case cartQuantityCancelled
        /// `d` in the cart: remove the highlighted line.
        case cartLineRemoved
        /// A click on a row of the list shown: highlight it, or open it when it is highlighted.
        case rowClicked(Int)
        /// A click on a row of the category picker: highlight it, or turn it on or off when it
        /// is highlighted.
        case pickerClicked(Int)
        /// The wheel over the category picker: its highlight by this many rows.
        case pickerScrolled(Int)
    }

    /// The first category whose name starts with `find`, else the first with a word that does
    /// (ignoring case): what type-to-find in the picker goes to.
    static func category(matching find: String, in categories: [WineCategory]) -> Int? {
        let needle = find.lowercased()
        guard !needle.isEmpty else { return nil }
        if let index = categories.firstIndex(where: { $0.name.lowercased().hasPrefix(needle) }) { return index }
        return categories.firstIndex { category in
            category.name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { $0.hasPrefix(needle) }
        }
    }

    static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        let routeBefore = state.route
        let effect: Effect<Action>
        switch action {
        case let .app(action):
            // NB: after an add the feature's quantity is a fresh default, even when it reads
            // as the one typed: the next digit must replace it.
            if case .detail(.added(.success)) = action { state.quantityField = nil }
            effect = WineFeature.reduce(&state.app, action, environment).map(Action.app)
        case let .edited(key):
            effect = edit(key, &state, environment)
        case let .focusMoved(offset):
            if state.route == .account {
                let fields = WineAccountFeature.Field.allCases
                let index = fields.firstIndex(of: state.accountFocus) ?? 0
                state.accountFocus = fields[(index + offset + fields.count) % fields.count]
            } else {
                let fields: [NewEmployeeFeature.Field] = [.pin, .firstName, .lastName, .email]
                let index = fields.firstIndex(of: state.newEmployeeFocus) ?? 0
                state.newEmployeeFocus = fields[(index + offset + fields.count) % fields.count]
            }
            effect = .none
        case .accountSubmitted:
            let change: WineAccountFeature.Action = switch state.accountFocus {
            case .oldPIN, .newPIN: .changePINPressed
            case .firstName, .lastName: .renamePressed
            case .removalPIN: .removePressed
            }
            effect = send(.account(change), &state, environment)
        case let .cursorMoved(offset):
            moveCursor(&state) { $0 + offset }
            effect = .none
        case let .cursorMovedToEnd(last):
            moveCursor(&state) { _ in last ? Int.max : 0 }
            effect = .none
        case .searchOpened:
            state.catalogInput = .search
            effect = .none
        case .filtersOpened:
            state.catalogInput = .filters(cursor: 0, find: "")
            effect = .none
        case .filterToggled:
            guard case let .filters(cursor, _) = state.catalogInput, state.app.catalog.categories.indices.contains(cursor) else { return .none }
            state.catalogCursor = 0
            effect = send(.catalog(.categoryToggled(state.app.catalog.categories[cursor].id)), &state, environment)
        case .catalogInputClosed:
            state.catalogInput = nil
            effect = .none
        case .quickAddOpened:
            guard let wine = state.highlightedWine else { return .none }
            effect = send(.quickAddOpened(wineID: wine.id), &state, environment)
        case .detailOpened:
            let wineID = state.route == .cart ? state.highlightedLine?.wine.id : state.highlightedWine?.id
            guard let wineID else { return .none }
            effect = send(.detailOpened(wineID: wineID), &state, environment)
        case let .cartQuantityStarted(digit):
            guard state.highlightedLine != nil else { return .none }
            state.quantityField = TextFieldState(text: String(digit), maximumLength: Quantity.rule.maximumLength)
            effect = .none
        case let .cartQuantityStepped(step):
            guard let line = state.highlightedLine else { return .none }
            effect = send(.cart(.quantityStepped(wineID: line.wine.id, by: step)), &state, environment)
        case .cartQuantitySubmitted:
            guard let field = state.quantityField, let line = state.highlightedLine else { return .none }
            effect = send(.cart(.quantityTyped(wineID: line.wine.id, text: field.text)), &state, environment)
            if state.app.cart.error == nil { state.quantityField = nil }
        case .cartQuantityCancelled:
            state.quantityField = nil
            effect = .none
        case .cartLineRemoved:
            guard let line = state.highlightedLine else { return .none }
            effect = send(.cart(.removePressed(line.wine.id)), &state, environment)
        case let .rowClicked(index):
            let current = switch state.route {
            case .catalog: state.catalogCursor
            case .cart: state.cartCursor
            case .employees: state.employeesCursor
            default: -1
            }
            guard current >= 0 else { return .none }
            if index == current, state.route != .employees { return reduce(&state, .detailOpened, environment) }
            moveCursor(&state) { _ in index }
            effect = .none
        case let .pickerClicked(index):
            guard case let .filters(cursor, find) = state.catalogInput, state.app.catalog.categories.indices.contains(index) else { return .none }
            if index == cursor { return reduce(&state, .filterToggled, environment) }
            state.catalogInput = .filters(cursor: index, find: find)
            effect = .none
        case let .pickerScrolled(rows):
            guard case let .filters(cursor, find) = state.catalogInput else { return .none }
            state.catalogInput = .filters(cursor: max(0, min(state.app.catalog.categories.count - 1, cursor + rows)), find: find)
            effect = .none
        }
        // A field typed on one screen never follows the person to the next.
        if state.route != routeBefore { state.quantityField = nil }
        settle(&state)
        return effect
    }

    /// Sends an action to the Wine Club.
    private static func send(_ action: WineFeature.Action, _ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        WineFeature.reduce(&state.app, action, environment).map(Action.app)
    }

    /// Keeps the screen's own state in step with the feature's after any action: highlights
    /// within their lists, the quantity field of the quick add or the detail showing the
    /// feature's quantity (a new default after an add is selected again, so typing replaces
    /// it), nothing left open on a screen that is no longer shown.
    private static func settle(_ state: inout State) {
        func clamp(_ value: Int, _ count: Int) -> Int { max(0, min(value, count - 1)) }
        state.catalogCursor = clamp(state.catalogCursor, state.app.catalog.page?.wines.count ?? 0)
        state.cartCursor = clamp(state.cartCursor, state.app.cart.contents.items.count)
        state.employeesCursor = clamp(state.employeesCursor, state.app.employees.items.count)
        if state.route != .catalog { state.catalogInput = nil }
        if state.route != .newEmployee { state.newEmployeeFocus = .pin }
        if state.route != .account { state.accountFocus = .oldPIN }
        let shown: String? = switch state.route {
        case .catalog: state.app.quickAdd?.quantity
        case .detail: state.app.detail?.quantity
        case .cart: state.quantityField?.text
        default: nil
        }
        guard let shown else {
            state.quantityField = nil
            return
        }
        if state.quantityField?.text != shown {
            state.quantityField = TextFieldState(text: shown, maximumLength: Quantity.rule.maximumLength, isDefault: true)
        }
    }

    // MARK: - Fields and cursors

    /// Applies `key` to the field that has the keyboard on the shown screen.
    private static func edit(_ key: Key, _ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        /// Edits `text` as a field would, and sends the new text when it changed.
        func edited(_ text: String, maximumLength: Int?, _ action: (String) -> WineFeature.Action) -> Effect<Action> {
            var field = TextFieldState(text: text, maximumLength: maximumLength)
            guard field.handle(key), field.text != text else { return .none }
            return send(action(field.text), &state, environment)
        }
        /// Edits the quantity field, and tells the feature when `action` is given.
        func editedQuantity(_ action: ((String) -> WineFeature.Action)?) -> Effect<Action> {
            guard var field = state.quantityField, field.handle(key) else { return .none }
            state.quantityField = field
            return action.map { send($0(field.text), &state, environment) } ?? .none
        }
        switch state.route {
        case .signIn:
            return edited(state.app.signIn.pin, maximumLength: PIN.rule.maximumLength) { .signIn(.pinChanged($0)) }
        case .newEmployee:
            let focus = state.newEmployeeFocus
            let form = state.app.newEmployee
            let current = switch focus {
            case .pin: form.pin
            case .firstName: form.firstName
            case .lastName: form.lastName
            case .email: form.email
            }
            return edited(current, maximumLength: focus.rule.maximumLength) { .newEmployee(.fieldChanged(focus, $0)) }
        case .forgotPIN:
            return edited(state.app.forgotPIN.email, maximumLength: EmailAddress.rule.maximumLength) { .forgotPIN(.emailChanged($0)) }
        case .account:
            let focus = state.accountFocus
            let form = state.app.account
            let current = switch focus {
            case .oldPIN: form.oldPIN
            case .newPIN: form.newPIN
            case .firstName: form.firstName
            case .lastName: form.lastName
            case .removalPIN: form.removalPIN
            }
            return edited(current, maximumLength: focus.rule.maximumLength) { .account(.fieldChanged(focus, $0)) }
        case .catalog:
            if state.app.quickAdd != nil { return editedQuantity { .quickAddQuantityChanged($0) } }
            switch state.catalogInput {
            case .search:
                let before = state.app.catalog.query.search
                // NB: no limit here: the feature keeps what fits and says what it left out.
                let effect = edited(before, maximumLength: nil) { .catalog(.searchChanged($0)) }
                if state.app.catalog.query.search != before { state.catalogCursor = 0 }
                return effect
            case let .filters(cursor, find):
                let categories = state.app.catalog.categories
                func clamped(_ index: Int) -> Int { max(0, min(categories.count - 1, index)) }
                switch key {
                case .up: state.catalogInput = .filters(cursor: clamped(cursor - 1), find: find)
                case .down: state.catalogInput = .filters(cursor: clamped(cursor + 1), find: find)
                case .pageUp: state.catalogInput = .filters(cursor: clamped(cursor - 10), find: find)
                case .pageDown: state.catalogInput = .filters(cursor: clamped(cursor + 10), find: find)
                case .home: state.catalogInput = .filters(cursor: 0, find: find)
                case .end: state.catalogInput = .filters(cursor: clamped(categories.count - 1), find: find)
                default:
                    // Type-to-find: the typed text goes to the first category it starts (or
                    // starts a word of); the highlight stays put while nothing matches.
                    var field = TextFieldState(text: find, maximumLength: 40)
                    guard field.handle(key), field.text != find else { return .none }
                    let found = Self.category(matching: field.text, in: categories)
                    state.catalogInput = .filters(cursor: found ?? cursor, find: field.text)
                }
                return .none
            case nil:
                return .none
            }
        case .detail:
            return editedQuantity { .detail(.quantityChanged($0)) }
        case .cart:
            return editedQuantity(nil)
        case .employees, .thankYou, .orders:
            return .none
        }
    }

    private static func moveCursor(_ state: inout State, _ move: (Int) -> Int) {
        switch state.route {
        case .catalog: state.catalogCursor = move(state.catalogCursor)
        case .cart: state.cartCursor = move(state.cartCursor)
        case .employees: state.employeesCursor = move(state.employeesCursor)
        default: break
        }
    }
}
