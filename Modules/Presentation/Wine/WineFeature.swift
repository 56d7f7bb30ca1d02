import Foundation

/// The Wine Club, whole: which screen follows which, signing in and out, quick add, checkout →
/// thank-you → new order, notices and their expiry, and retry when wine.com is unreachable.
///
/// Every screen's view model state lives here for the whole visit, so the catalog's sort,
/// filters, search and page are as the user left them when they come back from the detail or
/// the cart. A front end maps its input to these actions and draws this state; it decides
/// nothing about what comes next.
public enum WineFeature: Reducer {
    /// Every screen's state and the navigation between them.
    public struct State: Equatable, Sendable {
        /// The open screens; the last one is shown.
        public var routes = ScreenStack<WineRoute>([.signIn])
        /// Who is signed in.
        public var employee: Employee?
        /// A confirmation that goes away by itself ("Added 2 × Aalto to the cart (5 in all).").
        public var notice: Notice?

        /// Sign-in.
        public var signIn = WineSignInFeature.State()
        /// The new-employee form.
        public var newEmployee = NewEmployeeFeature.State()
        /// Forgot PIN.
        public var forgotPIN = ForgotPINFeature.State()
        /// The employees list.
        public var employees = EmployeesFeature.State()
        /// The catalog (kept while the user visits the detail or the cart).
        public var catalog = WineCatalogFeature.State()
        /// The quick add, while its quantity is being typed.
        public var quickAdd: WineQuickAdd?
        /// The wine shown by the detail screen.
        public var detail: WineDetailFeature.State?
        /// The cart.
        public var cart = WineCartFeature.State()
        /// The thank-you after checkout.
        public var thankYou: WineThankYouFeature.State?
        /// The signed-in employee's orders.
        public var orders = WineOrdersFeature.State()
        /// The signed-in employee's account.
        public var account = WineAccountFeature.State()
        /// When the signed-in employee last touched the kiosk: idle sign-out counts from it.
        /// `nil` while nobody is signed in, or when idle sign-out is off.
        public var lastActivity: Date?
        /// When that was last recorded where a command at this kiosk reads it.
        public var activityRecordedAt: Date?
        /// The countdown before an idle sign-out, in whole seconds (its last 15).
        public var idleSecondsLeft: Int?

        /// The Wine Club at sign-in.
        public init() {}

        /// The screen shown.
        public var route: WineRoute { routes.top?.content ?? .signIn }

        /// The countdown's words, while it runs.
        public var idleWarning: String? { idleSecondsLeft.map(IdleSignOut.warningText) }

        /// Whether there is a screen to go back to.
        public var canGoBack: Bool { routes.count > 1 }

        /// The cart's total quantity, shown on every screen once signed in.
        public var cartQuantity: Int { catalog.cartQuantity }

        /// Why wine.com cannot be reached: the catalog checks it once someone is signed in, the
        /// sign-in screen before.
        public var serviceProblem: AppError? { employee == nil ? signIn.serviceProblem : catalog.serviceProblem }

        /// The banner for an unreachable wine.com: what is still possible without it.
        public var serviceBanner: String? {
            guard let problem = serviceProblem else { return nil }
            let reason = if case let .unavailable(_, reason) = problem { reason } else { problem.message }
            return employee == nil
                ? "Can't reach wine.com (\(reason))"
                : "Can't reach wine.com (\(reason)): browsing the imported catalog"
        }

        /// The error of the screen shown, if any.
        public var error: AppError? {
            switch route {
            case .signIn: signIn.error
            case .newEmployee: newEmployee.error
            case .forgotPIN: forgotPIN.error
            case .employees: employees.error
            case .catalog: quickAdd?.error ?? catalog.error
            case .detail: detail?.error
            case .cart: cart.error
            case .thankYou: nil
            case .orders: orders.error
            case .account: account.error
            }
        }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The Wine Club was opened: check wine.com.
        case appeared
        /// Open a screen on top of the current one (or go back down to it if it is open).
        case opened(WineRoute)
        /// Back one screen.
        case back
        /// Check wine.com again (and reload the catalog).
        case retryPressed
        /// Sign out, back to sign-in.
        case signOutPressed
        /// The sign-out finished.
        case signedOut(AppError?)
        /// Open the detail of a wine (from the catalog or a cart line).
        case detailOpened(wineID: Int)
        /// Show a screen as an address names it, in one step (a front end that keeps nothing
        /// between requests: the web): the screen shown reads again what it shows
        /// (`shownAgain`); another is opened.
        case show(WineRoute)
        /// Show the detail of a wine as an address names it, in one step: opened unless it is
        /// the detail shown, which keeps what it shows (a quantity refused, a notice).
        case showDetail(wineID: Int)
        /// Ask how many bottles of a catalog wine to add.
        case quickAddOpened(wineID: Int)
        /// The quick add's quantity changed.
        case quickAddQuantityChanged(String)
        /// Add the quick add's quantity to the cart.
        case quickAddSubmitted
        /// Add bottles of a catalog wine in one step, the quantity as typed (a front end that
        /// keeps no dialogue open between requests: the web): the catalog comes to the front,
        /// the quantity is judged once, by the cart, and the notice is the quick add's.
        case addToCart(wineID: Int, quantity: String)
        /// A cart's action from any screen, in one step: the cart comes to the front and is read
        /// first, since the action may name one of its lines.
        case performOnCart(WineCartFeature.Action)
        /// A detail's action from any screen, in one step: that wine's detail comes to the front
        /// (read first, unless it is the one shown).
        case performOnDetail(wineID: Int, WineDetailFeature.Action)
        /// Show the catalog at this query in one step (an address, a link): the catalog comes to
        /// the front and reads that page once, however deep.
        case catalogOpened(CatalogQuery)
        /// Close the quick add without adding.
        case quickAddCancelled
        /// The quick add finished.
        case quickAdded(name: String, quantity: Int, Result<CartContents, AppError>)
        /// The notice's time is up.
        case noticeExpired
        /// A key, a click or a touch: keeps the sign-in for another `idleSignOut` (or ends it,
        /// when it had lapsed before this).
        case touched
        /// The idle sign-out's timer fired: count down, or sign out.
        case idleTimerFired
        /// The screen shown is shown again, or a front end's timer fired: read what it shows
        /// afresh from the database, without the network and without showing it as loading, so
        /// what another process changed (the CLI, another kiosk) shows: the catalog's page, its
        /// categories and status and the cart count; the cart (a confirmation naming another
        /// cart is withdrawn); the employees; the orders.
        case shownAgain

        /// Sign-in's action.
        case signIn(WineSignInFeature.Action)
        /// The new-employee form's action.
        case newEmployee(NewEmployeeFeature.Action)
        /// Forgot PIN's action.
        case forgotPIN(ForgotPINFeature.Action)
        /// The employees list's action.
        case employees(EmployeesFeature.Action)
        /// The catalog's action.
        case catalog(WineCatalogFeature.Action)
        /// The detail's action.
        case detail(WineDetailFeature.Action)
        /// The cart's action.
        case cart(WineCartFeature.Action)
        /// The thank-you's action.
        case thankYou(WineThankYouFeature.Action)
        /// The orders' action.
        case orders(WineOrdersFeature.Action)
        /// The account's action.
        case account(WineAccountFeature.Action)
    }

    static let noticeTimer: EffectID = "wine.notice"
    static let idleTimer: EffectID = "wine.idle"

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case .appeared:
            return WineSignInFeature.reduce(&state.signIn, .appeared, environment).map(Action.signIn)
        case let .opened(route):
            return open(route, &state, environment)
        case .back:
            guard state.canGoBack else { return .none }
            state.routes.pop()
            state.notice = nil
            return arrived(&state, environment)
        case .retryPressed:
            guard state.employee != nil else {
                return WineSignInFeature.reduce(&state.signIn, .appeared, environment).map(Action.signIn)
            }
            return WineCatalogFeature.reduce(&state.catalog, .appeared, environment).map(Action.catalog)
        case .signOutPressed:
            return .run { send in
                do {
                    try environment.signOut()
                    await send(.signedOut(nil))
                } catch {
                    await send(.signedOut(AppError(error)))
                }
            }
        case let .signedOut(error):
            // NB: the screens' states go with the employee, the catalog's query too: the next
            // employee starts a visit of their own.
            endVisit(&state)
            return .merge([
                .cancel(WineCatalogFeature.importID),
                .cancel(idleTimer),
                show(error.map { "Signed out, but: \($0.message)" } ?? "Signed out.", &state, environment),
            ])
        case .touched:
            return touched(&state, environment)
        case .idleTimerFired:
            guard state.employee != nil, let last = state.lastActivity else { return .none }
            return idle(environment.idleSignOut.phase(since: last, now: environment.clock.now()), &state, environment)

        case let .detailOpened(wineID):
            guard state.employee != nil else { return .none }
            state.detail = WineDetailFeature.State(wineID: wineID)
            // NB: a wine opened from another wine's page (a link in its text, a cart line)
            // replaces it on the same screen, and is read like any other.
            guard state.route != .detail else { return arrived(&state, environment) }
            return open(.detail, &state, environment)
        case let .show(route):
            return route == state.route ? shownAgain(&state, environment) : open(route, &state, environment)
        case let .showDetail(wineID):
            guard state.route != .detail || state.detail?.wineID != wineID else { return .none }
            return reduce(&state, .detailOpened(wineID: wineID), environment)
        case let .quickAddOpened(wineID):
            guard state.route == .catalog, let wine = state.catalog.page?.wines.first(where: { $0.id == wineID }) else { return .none }
            state.quickAdd = WineQuickAdd(wineID: wine.id, name: wine.name)
            return .none
        case let .quickAddQuantityChanged(text):
            state.quickAdd?.quantity = text
            state.quickAdd?.error = nil
            return .none
        case .quickAddCancelled:
            state.quickAdd = nil
            return .none
        case .quickAddSubmitted:
            guard let quickAdd = state.quickAdd, !quickAdd.isAdding else { return .none }
            let quantity: Int
            do {
                // NB: text to a number here; its range is judged once, by the cart it goes into.
                quantity = try Quantity.number(quickAdd.quantity)
            } catch {
                state.quickAdd?.error = AppError(error)
                return .none
            }
            // The prompt stays until the cart answers, so a refusal shows beside what was typed.
            state.quickAdd?.isAdding = true
            state.quickAdd?.error = nil
            state.catalog.error = nil
            return .run { send in
                await send(.quickAdded(name: quickAdd.name, quantity: quantity, attempt { try environment.addToCart(quickAdd.wineID, quantity) }))
            }
        case let .addToCart(wineID, text):
            return addToCart(wineID, text, &state, environment)
        case let .performOnCart(action):
            guard state.route != .cart else { return reduce(&state, .cart(action), environment) }
            guard moveTo(.cart, &state) else { return .none }
            cartArrived(&state)
            state.cart.isLoading = true
            return .run { send in
                await send(.cart(.cartResponse(attempt { try environment.cart() })))
                await send(.cart(action))
            }
        case let .performOnDetail(wineID, action):
            guard state.route != .detail || state.detail?.wineID != wineID else { return reduce(&state, .detail(action), environment) }
            guard state.employee != nil else { return .none }
            state.detail = WineDetailFeature.State(wineID: wineID)
            guard state.route == .detail || moveTo(.detail, &state) else { return .none }
            return .run { send in
                await send(.detail(.loaded(attempt { try environment.wine(wineID) })))
                await send(.detail(action))
            }
        case let .catalogOpened(query):
            guard state.route != .catalog else {
                return WineCatalogFeature.reduce(&state.catalog, .queryOpened(query), environment).map(Action.catalog)
            }
            guard moveTo(.catalog, &state) else { return .none }
            state.catalog.query = state.catalog.shown(query)
            return arrived(&state, environment)
        case let .quickAdded(name, quantity, .success(contents)):
            state.quickAdd = nil
            state.catalog.cartQuantity = contents.totalQuantity
            return show("Added \(quantity) × \(name) to the cart (\(contents.totalQuantity) in all).", &state, environment)
        case let .quickAdded(_, _, .failure(error)):
            if state.quickAdd?.isAdding == true {
                state.quickAdd?.isAdding = false
                state.quickAdd?.error = error
            } else {
                state.catalog.error = error
            }
            return .none
        case .noticeExpired:
            state.notice = nil
            return .none
        case .shownAgain:
            return shownAgain(&state, environment)

        case let .signIn(action):
            guard case let .delegate(.signedIn(employee)) = action else {
                return WineSignInFeature.reduce(&state.signIn, action, environment).map(Action.signIn)
            }
            state.employee = employee
            state.routes.replaceAll(with: [.catalog])
            // NB: the sign-in recorded itself as a use (`SignIn`): the countdown starts now.
            var idle = Effect<Action>.none
            if environment.idleSignOut.limit != nil {
                let now = environment.clock.now()
                state.lastActivity = now
                state.activityRecordedAt = now
                idle = self.idle(environment.idleSignOut.phase(since: now, now: now), &state, environment)
            }
            return .merge([arrived(&state, environment), show("Welcome, \(employee.firstName).", &state, environment), idle])
        case let .newEmployee(action):
            // NB: a form posted whole brings its screen forward, where a refusal shows.
            if case .formSubmitted = action, state.route != .newEmployee { _ = moveTo(.newEmployee, &state) }
            guard case let .delegate(.created(created)) = action else {
                return NewEmployeeFeature.reduce(&state.newEmployee, action, environment).map(Action.newEmployee)
            }
            state.newEmployee = NewEmployeeFeature.State()
            // NB: sign-in's last error (a wrong PIN) is old news once someone new can sign in;
            // left there, it would hide the notice saying so.
            state.signIn.error = nil
            if state.route == .newEmployee { state.routes.pop() }
            return show("\(created.fullName) can now sign in with their PIN.", &state, environment)
        case let .forgotPIN(action):
            return ForgotPINFeature.reduce(&state.forgotPIN, action, environment).map(Action.forgotPIN)
        case let .employees(action):
            return EmployeesFeature.reduce(&state.employees, action, environment).map(Action.employees)
        case let .catalog(action):
            return WineCatalogFeature.reduce(&state.catalog, action, environment).map(Action.catalog)
        case let .detail(action):
            guard state.detail != nil else { return .none }
            let effect = WineDetailFeature.reduce(&state.detail!, action, environment).map(Action.detail)
            guard case let .added(.success(contents)) = action else { return effect }
            state.catalog.cartQuantity = contents.totalQuantity
            let inCart = state.detail?.inCart ?? 0
            return .merge([effect, show("In the cart: \(inCart) of this wine, \(contents.totalQuantity) in all.", &state, environment)])
        case let .cart(action):
            guard case let .delegate(.orderPlaced(order)) = action else {
                let effect = WineCartFeature.reduce(&state.cart, action, environment).map(Action.cart)
                switch action {
                case .cartResponse(.success), .cartRefreshed(.success): state.catalog.cartQuantity = state.cart.totalQuantity
                default: break
                }
                return effect
            }
            state.catalog.cartQuantity = state.cart.totalQuantity
            state.thankYou = WineThankYouFeature.State(order: order)
            // NB: the thank-you sits on the catalog, so going back from it starts a new order.
            state.routes.replaceAll(with: [.catalog, .thankYou])
            return .none
        case let .orders(action):
            return WineOrdersFeature.reduce(&state.orders, action, environment).map(Action.orders)
        case let .account(action):
            guard case let .delegate(.removed(removed)) = action else {
                if case .changed(.name, .success(let employee)) = action { state.employee = employee }
                return WineAccountFeature.reduce(&state.account, action, environment).map(Action.account)
            }
            // The employee is gone and signed out: back to sign-in, as after a sign-out.
            endVisit(&state)
            return .merge([.cancel(idleTimer), show("\(removed.fullName) was removed. Their orders are kept.", &state, environment)])
        case let .thankYou(action):
            guard state.thankYou != nil else { return .none }
            guard case .delegate(.newOrderStarted) = action else {
                return WineThankYouFeature.reduce(&state.thankYou!, action, environment).map(Action.thankYou)
            }
            state.thankYou = nil
            state.routes.replaceAll(with: [.catalog])
            return .merge([arrived(&state, environment), show("New order: the cart is empty.", &state, environment)])
        }
    }

    // MARK: - Navigation

    private static func open(_ route: WineRoute, _ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        guard route != state.route, moveTo(route, &state) else { return .none }
        return arrived(&state, environment)
    }

    /// Puts `route` on top (or goes back down to it), unless it cannot be shown now; what it
    /// shows is not read yet (`arrived`).
    private static func moveTo(_ route: WineRoute, _ state: inout State) -> Bool {
        guard !route.needsEmployee || state.employee != nil else { return false }
        guard route != .thankYou || state.thankYou != nil, route != .detail || state.detail != nil else { return false }
        // NB: a notice is about the screen it was shown on; it does not follow the person.
        state.notice = nil
        state.quickAdd = nil
        if route == .forgotPIN { state.forgotPIN = ForgotPINFeature.State() }
        if route == .newEmployee { state.newEmployee = NewEmployeeFeature.State() }
        if route == .account { state.account = WineAccountFeature.State(employee: state.employee) }
        // The cart reached from the cart's own detail is the same cart: go back down to it.
        if !state.routes.goBack(toFirstWhere: { $0 == route }) { state.routes.push(route) }
        return true
    }

    /// `addToCart`: the quantity typed is only read as a number here; its range is the cart's
    /// to judge (`WineCart.add`). The catalog comes back as it was left (the add's answer
    /// brings the new count): reading it again would clear a refusal before it is seen.
    private static func addToCart(_ wineID: Int, _ text: String, _ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        guard state.route == .catalog || moveTo(.catalog, &state) else { return .none }
        state.quickAdd = nil
        state.catalog.error = nil
        let quantity: Int
        do {
            quantity = try Quantity.number(text)
        } catch {
            state.catalog.error = AppError(error)
            return .none
        }
        let shown = state.catalog.page?.wines.first { $0.id == wineID }?.name
        return .run { send in
            let result = attempt { try environment.addToCart(wineID, quantity) }
            let added = (try? result.get())?.items.first { $0.wine.id == wineID }?.wine.name
            await send(.quickAdded(name: shown ?? added ?? "Wine \(wineID)", quantity: quantity, result))
        }
    }

    /// The shown screen appeared (opened or come back to): refresh what it shows.
    private static func arrived(_ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        switch state.route {
        case .catalog:
            return WineCatalogFeature.reduce(&state.catalog, .appeared, environment).map(Action.catalog)
        case .employees:
            return EmployeesFeature.reduce(&state.employees, .appeared, environment).map(Action.employees)
        case .cart:
            cartArrived(&state)
            return WineCartFeature.reduce(&state.cart, .appeared, environment).map(Action.cart)
        case .detail:
            guard state.detail != nil else { return .none }
            return WineDetailFeature.reduce(&state.detail!, .appeared, environment).map(Action.detail)
        case .orders:
            return WineOrdersFeature.reduce(&state.orders, .appeared, environment).map(Action.orders)
        case .signIn, .newEmployee, .forgotPIN, .thankYou, .account:
            return .none
        }
    }

    /// The cart shown afresh: no error or question left from an earlier visit.
    private static func cartArrived(_ state: inout State) {
        state.cart.error = nil
        state.cart.confirmation.withdraw()
    }

    /// The shown screen's data read again, quietly (`shownAgain`).
    private static func shownAgain(_ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        switch state.route {
        case .catalog:
            guard state.employee != nil else { return .none }
            return .run { [query = state.catalog.query] send in
                await send(.catalog(.pageLoaded(query, attempt { try environment.catalogPage(query) })))
                await send(.catalog(.categoriesLoaded(attempt { try environment.categories() })))
                await send(.catalog(.statusLoaded(attempt { try environment.catalogStatus() })))
                await send(.catalog(.cartUpdated(attempt { try environment.cart() })))
            }
        case .cart:
            guard !state.cart.isLoading else { return .none }
            return .run { send in await send(.cart(.cartRefreshed(attempt { try environment.cart() }))) }
        case .employees:
            return EmployeesFeature.reduce(&state.employees, .appeared, environment).map(Action.employees)
        case .orders:
            return WineOrdersFeature.reduce(&state.orders, .appeared, environment).map(Action.orders)
        case .signIn, .newEmployee, .forgotPIN, .detail, .thankYou, .account:
            return .none
        }
    }

    // MARK: - Idle sign-out

    /// A touch: the sign-in lasts another `idleSignOut` from now, unless it had lapsed already
    /// (a timer that could not fire: a suspended process, a busy server). Every
    /// `recordingInterval` the touch is also recorded where a command at this kiosk reads it,
    /// so `kiosk wine …` beside a kiosk in use finds its sign-in in use.
    private static func touched(_ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        guard state.employee != nil, let last = state.lastActivity else { return .none }
        let rule = environment.idleSignOut
        let now = environment.clock.now()
        if rule.isOver(since: last, now: now) { return signOutIdle(&state, environment) }
        // NB: before the countdown, the timer set for the last touch stays: it fires, finds
        // this touch (`idleTimerFired`) and waits for the rest. Setting it again on every touch
        // cost each of kiosk-web's requests a timer task, and the replaced one a wake-up.
        let wasQuiet = state.idleSecondsLeft == nil
        state.lastActivity = now
        var effects = [idle(rule.phase(since: now, now: now), &state, environment, keepingAnEarlierTimer: wasQuiet)]
        if now.timeIntervalSince(state.activityRecordedAt ?? .distantPast) >= rule.recordingInterval.timeInterval {
            state.activityRecordedAt = now
            effects.append(.run { _ in
                // NB: a failed write is not the person's concern: the next touch records again.
                try? environment.recordUse()
            })
        }
        return .merge(effects)
    }

    /// Shows where the sign-in stands and sets the timer for its next change.
    ///
    /// - Parameter keepingAnEarlierTimer: whether a timer already set to fire sooner stays
    ///   (`Effect.timer(…keepingAnEarlierOne:)`) before the countdown; not for a touch during
    ///   the countdown, whose next second's timer must give way to the quiet wait.
    private static func idle(_ phase: IdleSignOut.Phase, _ state: inout State, _ environment: WineEnvironment,
                             keepingAnEarlierTimer: Bool = true) -> Effect<Action> {
        switch phase {
        case .off:
            state.idleSecondsLeft = nil
            return .cancel(idleTimer)
        case let .quiet(untilWarning):
            state.idleSecondsLeft = nil
            return .timer(id: idleTimer, clock: environment.clock, after: untilWarning, send: .idleTimerFired,
                          keepingAnEarlierOne: keepingAnEarlierTimer)
        case let .warning(secondsLeft, nextChange):
            state.idleSecondsLeft = secondsLeft
            return .timer(id: idleTimer, clock: environment.clock, after: nextChange, send: .idleTimerFired)
        case .over:
            return signOutIdle(&state, environment)
        }
    }

    /// Signs out an employee who left the kiosk alone: at once on the screen (the next person
    /// must not find their visit), then in the store. Their cart stays theirs.
    private static func signOutIdle(_ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        guard let employee = state.employee else { return .none }
        endVisit(&state)
        return .merge([
            .cancel(WineCatalogFeature.importID),
            .cancel(idleTimer),
            .run { send in
                do {
                    try environment.signOut()
                } catch {
                    await send(.signedOut(AppError(error)))
                }
            },
            show(environment.idleSignOut.signedOutText(employee), &state, environment),
        ])
    }

    /// Back to sign-in with nothing of the visit left (the next employee starts their own),
    /// but what is known of wine.com.
    private static func endVisit(_ state: inout State) {
        let problem = state.serviceProblem
        state = State()
        state.signIn.serviceProblem = problem
    }

    /// Shows a notice, and the timer that takes it away.
    private static func show(_ text: String, _ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        let notice = Notice(text)
        state.notice = notice
        return notice.timer(id: noticeTimer, clock: environment.clock, expired: .noticeExpired)
    }
}
