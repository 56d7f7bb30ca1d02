import Foundation
import Presentation
import TerminalUI

/// The Wine Club as the TUI runs it: every Wine view model's state, kept for the whole visit so
/// the catalog's sort, filters, search and page are as the user left them when they come back,
/// plus what only a keyboard front end needs (the screen stack, highlighted rows, open fields).
///
/// One reducer rather than one host per screen, because signing out must return to sign-in
/// from any depth and checkout replaces the cart with the thank-you: both rewrite the stack.
enum WineScreenFeature: Reducer {
    /// The view models' states and the screen's own.
    struct State: Equatable, Sendable {
        /// The open screens; the last one is shown.
        var routes: [WineRoute] = [.signIn]
        /// Who is signed in.
        var employee: Employee?
        /// A one-line confirmation ("Added 2 × Aalto to the cart").
        var notice: String?

        /// Sign-in.
        var signIn = WineSignInFeature.State()
        /// The new-employee form.
        var newEmployee = NewEmployeeFeature.State()
        /// The field of the new-employee form with the keyboard.
        var newEmployeeFocus: NewEmployeeFeature.Field = .pin
        /// Forgot PIN.
        var forgotPIN = ForgotPINFeature.State()
        /// The employees list.
        var employees = EmployeesFeature.State()
        /// The highlighted employee.
        var employeesCursor = 0

        /// The catalog (kept while the user visits the detail or the cart).
        var catalog = WineCatalogFeature.State()
        /// The highlighted wine, an index into the page.
        var catalogCursor = 0
        /// What has the keyboard on the catalog, if anything.
        var catalogInput: CatalogInput?

        /// The wine shown by the detail screen.
        var detail: WineDetailFeature.State?

        /// The cart.
        var cart = WineCartFeature.State()
        /// The highlighted cart line.
        var cartCursor = 0
        /// The quantity being typed for the highlighted line, if any.
        var cartQuantity: TextFieldState?

        /// The thank-you after checkout.
        var thankYou: WineThankYouFeature.State?

        /// The screen shown.
        var route: WineRoute { routes.last ?? .signIn }

        /// The highlighted wine of the catalog's page.
        var highlightedWine: Wine? {
            let wines = catalog.page?.wines ?? []
            return wines.indices.contains(catalogCursor) ? wines[catalogCursor] : nil
        }

        /// The highlighted cart line.
        var highlightedLine: CartItem? {
            cart.contents.items.indices.contains(cartCursor) ? cart.contents.items[cartCursor] : nil
        }

        /// Why wine.com cannot be reached, from whichever screen checked last.
        var serviceProblem: AppError? { catalog.serviceProblem ?? signIn.serviceProblem }
    }

    /// What has the keyboard on the catalog.
    enum CatalogInput: Equatable, Sendable {
        /// The search field (its text is the view model's `query.search`).
        case search
        /// The quick-add quantity for a wine.
        case quickAdd(wineID: Int, name: String, quantity: TextFieldState)
        /// The category picker, with its highlighted row.
        case filters(cursor: Int)
    }

    /// What happened on the screen.
    enum Action: Equatable, Sendable {
        /// The Wine Club was opened.
        case appeared
        /// Open a screen on top of the current one.
        case opened(WineRoute)
        /// Esc: back one screen.
        case back
        /// `r` when wine.com is unreachable: check again (and reload the catalog).
        case retryPressed
        /// Sign out, back to sign-in.
        case signOutPressed
        /// The sign-out finished.
        case signedOut(AppError?)

        /// A view model's action.
        case signIn(WineSignInFeature.Action)
        /// A view model's action.
        case newEmployee(NewEmployeeFeature.Action)
        /// A view model's action.
        case forgotPIN(ForgotPINFeature.Action)
        /// A view model's action.
        case employees(EmployeesFeature.Action)
        /// A view model's action.
        case catalog(WineCatalogFeature.Action)
        /// A view model's action.
        case detail(WineDetailFeature.Action)
        /// A view model's action.
        case cart(WineCartFeature.Action)
        /// A view model's action.
        case thankYou(WineThankYouFeature.Action)

        /// A key for the field with the keyboard (the PIN, a form field, the email, a
        /// quantity, the search).
        case edited(Key)
        /// Tab / ↓ (+1) or Shift-Tab / ↑ (−1) on the new-employee form.
        case focusMoved(Int)
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
        /// `a` on the catalog: ask how many of the highlighted wine to add.
        case quickAddOpened
        /// Enter on the quick-add quantity.
        case quickAddSubmitted
        /// The quick add finished.
        case quickAdded(name: String, quantity: Int, Result<CartContents, AppError>)
        /// Closes the search, the picker or the quick add.
        case catalogInputClosed
        /// Enter on the catalog or the cart: the highlighted wine's detail.
        case detailOpened

        /// `e` in the cart: type the highlighted line's quantity.
        case cartQuantityOpened
        /// `+`/`-` in the cart: change the highlighted line by one.
        case cartQuantityStepped(Int)
        /// Enter on the cart's quantity field.
        case cartQuantitySubmitted
        /// Esc on the cart's quantity field.
        case cartQuantityCancelled
    }

    typealias Environment = WineFeatureEnvironment

    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
        switch action {
        case .appeared:
            return WineSignInFeature.reduce(&state.signIn, .appeared, environment).map(Action.signIn)
        case let .opened(route):
            return open(route, &state, environment)
        case .back:
            guard state.routes.count > 1 else { return .none }
            state.routes.removeLast()
            state.notice = nil
            return arrived(&state, environment)
        case .retryPressed:
            var effects = [WineSignInFeature.reduce(&state.signIn, .appeared, environment).map(Action.signIn)]
            if state.employee != nil {
                effects.append(WineCatalogFeature.reduce(&state.catalog, .appeared, environment).map(Action.catalog))
            }
            return .merge(effects)
        case .signOutPressed:
            return .run { send in
                do {
                    try environment.club.signOut()
                    await send(.signedOut(nil))
                } catch {
                    await send(.signedOut(error as? AppError ?? .unexpected("\(error)")))
                }
            }
        case let .signedOut(error):
            // NB: the view models' states go with the employee; the catalog's query too, since
            // the next employee starts their own visit.
            let problem = state.serviceProblem
            state = State()
            state.signIn.serviceProblem = problem
            state.notice = error.map { "Signed out, but: \($0.message)" } ?? "Signed out."
            return .none

        case let .signIn(action):
            let effect = WineSignInFeature.reduce(&state.signIn, action, environment).map(Action.signIn)
            guard let employee = state.signIn.signedIn else { return effect }
            state.signIn.signedIn = nil
            state.employee = employee
            state.routes = [.catalog]
            state.notice = "Welcome, \(employee.firstName)."
            return .merge([effect, arrived(&state, environment)])
        case let .newEmployee(action):
            let effect = NewEmployeeFeature.reduce(&state.newEmployee, action, environment).map(Action.newEmployee)
            guard let created = state.newEmployee.created else { return effect }
            state.newEmployee = NewEmployeeFeature.State()
            state.newEmployeeFocus = .pin
            if state.route == .newEmployee { state.routes.removeLast() }
            state.notice = "\(created.fullName) can now sign in with their PIN."
            return effect
        case let .forgotPIN(action):
            return ForgotPINFeature.reduce(&state.forgotPIN, action, environment).map(Action.forgotPIN)
        case let .employees(action):
            let effect = EmployeesFeature.reduce(&state.employees, action, environment).map(Action.employees)
            clampCursors(&state)
            return effect
        case let .catalog(action):
            let effect = WineCatalogFeature.reduce(&state.catalog, action, environment).map(Action.catalog)
            if case .pageLoaded = action { clampCursors(&state) }
            return effect
        case let .detail(action):
            guard state.detail != nil else { return .none }
            let effect = WineDetailFeature.reduce(&state.detail!, action, environment).map(Action.detail)
            if case let .added(.success(contents)) = action {
                state.catalog.cartQuantity = contents.totalQuantity
                state.notice = "In the cart: \(state.detail?.inCart ?? 0) of this wine, \(contents.totalQuantity) in all."
            }
            return effect
        case let .cart(action):
            let effect = WineCartFeature.reduce(&state.cart, action, environment).map(Action.cart)
            clampCursors(&state)
            if case .cartResponse(.success) = action { state.catalog.cartQuantity = state.cart.totalQuantity }
            if let order = state.cart.order {
                state.cart.order = nil
                state.catalog.cartQuantity = 0
                state.thankYou = WineThankYouFeature.State(order: order)
                state.routes = [.catalog, .thankYou]
            }
            return effect
        case let .thankYou(action):
            guard state.thankYou != nil else { return .none }
            let effect = WineThankYouFeature.reduce(&state.thankYou!, action, environment).map(Action.thankYou)
            if state.thankYou?.startedNewOrder == true {
                state.thankYou = nil
                state.routes = [.catalog]
                state.notice = "New order: the cart is empty."
                return .merge([effect, arrived(&state, environment)])
            }
            return effect

        case let .edited(key):
            return edit(key, &state, environment)
        case let .focusMoved(offset):
            let fields: [NewEmployeeFeature.Field] = [.pin, .firstName, .lastName, .email]
            let index = fields.firstIndex(of: state.newEmployeeFocus) ?? 0
            state.newEmployeeFocus = fields[(index + offset + fields.count) % fields.count]
        case let .cursorMoved(offset):
            state.notice = nil
            moveCursor(&state) { $0 + offset }
        case let .cursorMovedToEnd(last):
            moveCursor(&state) { _ in last ? Int.max : 0 }

        case .searchOpened:
            state.catalogInput = .search
        case .filtersOpened:
            state.catalogInput = .filters(cursor: 0)
        case .filterToggled:
            guard case let .filters(cursor) = state.catalogInput, state.catalog.categories.indices.contains(cursor) else { return .none }
            state.catalogCursor = 0
            return reduce(&state, .catalog(.categoryToggled(state.catalog.categories[cursor].id)), environment)
        case .quickAddOpened:
            guard let wine = state.highlightedWine else { return .none }
            state.notice = nil
            state.catalogInput = .quickAdd(wineID: wine.id, name: wine.name, quantity: TextFieldState(text: "1", maximumLength: 3))
        case .quickAddSubmitted:
            guard case let .quickAdd(wineID, name, field) = state.catalogInput else { return .none }
            let quantity: Int
            do {
                quantity = try Quantity.parse(field.text)
            } catch {
                state.notice = nil
                state.catalog.error = error as? AppError ?? .unexpected("\(error)")
                return .none
            }
            state.catalogInput = nil
            state.catalog.error = nil
            return .run { send in
                let result: Result<CartContents, AppError>
                do {
                    result = .success(try environment.club.cart.add(wineID: wineID, quantity: quantity))
                } catch {
                    result = .failure(error as? AppError ?? .unexpected("\(error)"))
                }
                await send(.quickAdded(name: name, quantity: quantity, result))
            }
        case let .quickAdded(name, quantity, result):
            switch result {
            case let .success(contents):
                state.catalog.cartQuantity = contents.totalQuantity
                state.notice = "Added \(quantity) × \(name) to the cart (\(contents.totalQuantity) in all)."
            case let .failure(error):
                state.catalog.error = error
            }
        case .catalogInputClosed:
            state.catalogInput = nil
            state.catalog.error = nil
        case .detailOpened:
            let wineID = state.route == .cart ? state.highlightedLine?.wine.id : state.highlightedWine?.id
            guard let wineID else { return .none }
            state.detail = WineDetailFeature.State(wineID: wineID)
            return open(.detail, &state, environment)

        case .cartQuantityOpened:
            guard let line = state.highlightedLine else { return .none }
            state.cartQuantity = TextFieldState(text: "\(line.quantity)", maximumLength: 3)
        case let .cartQuantityStepped(step):
            guard let line = state.highlightedLine else { return .none }
            return reduce(&state, .cart(.quantitySet(wineID: line.wine.id, quantity: line.quantity + step)), environment)
        case .cartQuantitySubmitted:
            guard let field = state.cartQuantity, let line = state.highlightedLine else { return .none }
            let quantity: Int
            do {
                quantity = try Quantity.parse(field.text)
            } catch {
                state.cart.error = error as? AppError ?? .unexpected("\(error)")
                return .none
            }
            state.cartQuantity = nil
            return reduce(&state, .cart(.quantitySet(wineID: line.wine.id, quantity: quantity)), environment)
        case .cartQuantityCancelled:
            state.cartQuantity = nil
            state.cart.error = nil
        }
        return .none
    }

    // MARK: - Navigation

    private static func open(_ route: WineRoute, _ state: inout State, _ environment: Environment) -> Effect<Action> {
        guard route != state.route else { return .none }
        state.notice = nil
        state.catalogInput = nil
        state.cartQuantity = nil
        if route == .forgotPIN { state.forgotPIN = ForgotPINFeature.State() }
        if route == .newEmployee { state.newEmployee = NewEmployeeFeature.State(); state.newEmployeeFocus = .pin }
        // The cart reached from the cart's own detail is the same cart: go back to it.
        if let index = state.routes.firstIndex(of: route) {
            state.routes.removeSubrange(index + 1..<state.routes.count)
        } else {
            state.routes.append(route)
        }
        return arrived(&state, environment)
    }

    /// The shown screen appeared (opened or come back to): refresh what it shows.
    private static func arrived(_ state: inout State, _ environment: Environment) -> Effect<Action> {
        switch state.route {
        case .catalog:
            return WineCatalogFeature.reduce(&state.catalog, .appeared, environment).map(Action.catalog)
        case .employees:
            return EmployeesFeature.reduce(&state.employees, .appeared, environment).map(Action.employees)
        case .cart:
            state.cart.error = nil
            return WineCartFeature.reduce(&state.cart, .appeared, environment).map(Action.cart)
        case .detail:
            guard state.detail != nil else { return .none }
            return WineDetailFeature.reduce(&state.detail!, .appeared, environment).map(Action.detail)
        case .signIn, .newEmployee, .forgotPIN, .thankYou:
            return .none
        }
    }

    // MARK: - Fields and cursors

    /// Applies `key` to the field that has the keyboard on the shown screen.
    private static func edit(_ key: Key, _ state: inout State, _ environment: Environment) -> Effect<Action> {
        switch state.route {
        case .signIn:
            var field = TextFieldState(text: state.signIn.pin, maximumLength: 12)
            guard field.handle(key), field.text != state.signIn.pin else { return .none }
            state.notice = nil
            return reduce(&state, .signIn(.pinChanged(field.text)), environment)
        case .newEmployee:
            let focus = state.newEmployeeFocus
            let form = state.newEmployee
            let current = switch focus {
            case .pin: form.pin
            case .firstName: form.firstName
            case .lastName: form.lastName
            case .email: form.email
            }
            var field = TextFieldState(text: current, maximumLength: focus == .pin ? 12 : 100)
            guard field.handle(key), field.text != current else { return .none }
            return reduce(&state, .newEmployee(.fieldChanged(focus, field.text)), environment)
        case .forgotPIN:
            var field = TextFieldState(text: state.forgotPIN.email, maximumLength: 254)
            guard field.handle(key), field.text != state.forgotPIN.email else { return .none }
            return reduce(&state, .forgotPIN(.emailChanged(field.text)), environment)
        case .catalog:
            switch state.catalogInput {
            case .search:
                var field = TextFieldState(text: state.catalog.query.search, maximumLength: 100)
                guard field.handle(key), field.text != state.catalog.query.search else { return .none }
                state.catalogCursor = 0
                return reduce(&state, .catalog(.searchChanged(field.text)), environment)
            case let .quickAdd(wineID, name, field):
                var field = field
                field.handle(key)
                state.catalog.error = nil
                state.catalogInput = .quickAdd(wineID: wineID, name: name, quantity: field)
            case let .filters(cursor):
                let count = state.catalog.categories.count
                let offset = key == .up || key == .character("k") ? -1 : key == .pageUp ? -10 : key == .pageDown ? 10 : 1
                state.catalogInput = .filters(cursor: max(0, min(count - 1, cursor + offset)))
            case nil:
                break
            }
        case .detail:
            guard var detail = state.detail else { return .none }
            var field = TextFieldState(text: detail.quantity, maximumLength: 3)
            guard field.handle(key), field.text != detail.quantity else { return .none }
            state.notice = nil
            let effect = WineDetailFeature.reduce(&detail, .quantityChanged(field.text), environment).map(Action.detail)
            state.detail = detail
            return effect
        case .cart:
            guard var field = state.cartQuantity else { return .none }
            field.handle(key)
            state.cart.error = nil
            state.cartQuantity = field
        case .employees, .thankYou:
            break
        }
        return .none
    }

    private static func moveCursor(_ state: inout State, _ move: (Int) -> Int) {
        switch state.route {
        case .catalog: state.catalogCursor = move(state.catalogCursor)
        case .cart: state.cartCursor = move(state.cartCursor)
        case .employees: state.employeesCursor = move(state.employeesCursor)
        default: break
        }
        clampCursors(&state)
    }

    private static func clampCursors(_ state: inout State) {
        func clamp(_ value: Int, _ count: Int) -> Int { max(0, min(value, count - 1)) }
        state.catalogCursor = clamp(state.catalogCursor, state.catalog.page?.wines.count ?? 0)
        state.cartCursor = clamp(state.cartCursor, state.cart.contents.items.count)
        state.employeesCursor = clamp(state.employeesCursor, state.employees.employees.count)
    }
}
