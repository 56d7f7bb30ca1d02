import Hummingbird
import Presentation

/// The page plumbing of an app whose screens live in one session store (Wine, Pizza, Counters):
/// a GET lets the route send what opening its screen takes (or name an address to go to
/// instead), lets the work settle and draws the state; a POST sends one action, lets it settle
/// and answers 303 to the screen the feature then shows (`location`), never a decision of its
/// own. A live refresh (live.js: `?live=1`, or a page's fragment address) sends nothing but what
/// its address holds: the page is drawn as it is.
///
/// An app says only what differs: its store, where a screen lives, what holds a page or an
/// action back (`gate`: the sign-in), what its address holds over the store (`addressed`: the
/// Counters search), its chrome and its view.
struct PageKit<R: Reducer & SendableMetatype, View: Sendable>: Sendable {
    /// What a guarded route needs first: an address to go to instead, or `nil` to go on.
    typealias Gate = @MainActor @Sendable (Store<R>, _ guarded: Bool, _ settle: Duration) async -> String?
    /// What a GET sends to open its screen; it may answer an address to go to instead.
    typealias Prepare = @MainActor @Sendable (Store<R>, FormFields) throws -> String?
    /// The one action a POST sends, read from its form (`nil`: the request was all, a touch).
    typealias Act = @MainActor @Sendable (FormFields) throws -> R.Action?

    /// The app's first page (`/wine`): every route is under it.
    let path: String
    /// The renderer and the limits (the settle timeout).
    let pages: WebPages
    /// The session's store of this app.
    let store: @MainActor @Sendable (WebSession) -> Store<R>
    /// Where the screen the feature shows lives.
    let location: @MainActor @Sendable (R.State) -> String
    /// Before a page is prepared.
    var pageGate: Gate?
    /// Before an action is sent.
    var actionGate: Gate?
    /// The layout of a page showing `state`, polling `liveURL` (none on a live request).
    let chrome: @MainActor @Sendable (_ state: R.State, _ liveURL: String?) -> PageChrome
    /// The page's own view.
    let view: @MainActor @Sendable (R.State) throws -> View
    /// What refuses the screen shown, drawn or led to by an action (a 404 for a wine not in the
    /// catalog).
    var refuse: (@MainActor @Sendable (R.State) throws -> Void)?
    /// Before a live refresh is drawn: a page signed out meanwhile goes elsewhere.
    var liveGate: Gate?
    /// Sent first for every page opened and every action: the person is there (the idle
    /// sign-out counts from it). Never for a live refresh.
    var touch: (@MainActor @Sendable (Store<R>) -> Void)?
    /// What the address holds over the store, for a page, its live refresh and the page a POST
    /// leads to (its form carries it): the Counters search.
    var addressed: Addressed?
    /// Sent first when a page is opened in a store the session had before this request (a
    /// reload, the back button), so it shows what was recorded elsewhere meanwhile; a new store
    /// reads on its own. `had` tells whether the session has the store.
    var reopened: (action: R.Action, had: @MainActor @Sendable (WebSession) -> Bool)?

    /// A part of a page's state that its address holds rather than its store (the Counters
    /// search): the store only mirrors it, and another tab of this session may move it.
    struct Addressed: Sendable {
        /// Brings the store to the address, sending nothing when it is there already (every
        /// action is a change that open pages read again).
        let follow: @MainActor @Sendable (Store<R>, FormFields) -> Void
        /// Lays the address over a state to draw, or to find the page a POST leads to.
        let show: @MainActor @Sendable (inout R.State, FormFields) -> Void
    }

    /// `GET path/name` (`path` for an empty name), drawn with `template`. With `fragment`, its
    /// live parts alone are `GET path/name/live`, drawn with that template, which the page's
    /// live.js reads (with the page's query) instead of `?live=1`.
    func get(_ name: String, template: String, fragment: String? = nil, on router: WebRouter, guarded: Bool = false, prepare: @escaping Prepare = { _, _ in nil }) {
        let page = name.isEmpty ? path : "\(path)/\(name)"
        router.get(RouterPath(page)) { request, context in
            guard fragment != nil else { return try await render(template, request, context, guarded: guarded, prepare: prepare) }
            let liveURL = "\(page)/live" + (request.uri.query.map { "?" + $0 } ?? "")
            return try await draw(template, request, context, live: false, liveURL: liveURL, guarded: guarded, view: view, prepare: prepare)
        }
        guard let fragment else { return }
        router.get(RouterPath("\(page)/live")) { request, context in
            try await draw(fragment, request, context, live: true, liveURL: nil, guarded: guarded, view: view, prepare: prepare)
        }
    }

    /// `GET path/name`, drawn with `template` once `action` opened its screen.
    func get(_ name: String, template: String, on router: WebRouter, guarded: Bool = false, opening action: R.Action) {
        get(name, template: template, on: router, guarded: guarded) { store, _ in
            store.send(action)
            return nil
        }
    }

    /// `POST path/name`.
    func post(_ name: String, on router: WebRouter, guarded: Bool = false, act: @escaping Act) {
        router.post(RouterPath("\(path)/\(name)")) { _, context in
            try await self.act(context, guarded: guarded, act)
        }
    }

    /// `GET path/orders/:number/receipt`, an order's printable receipt: `number` reads the
    /// address's number (a 400 in the app's words), `find` brings the store to its orders and
    /// gives the order's receipt and the page's title (throwing `WebError.notFound` for an
    /// order it does not have), or `nil` when the orders cannot be shown: the page the store
    /// shows instead (the sign-in).
    func receipt<Number: Sendable>(
        on router: WebRouter, appName: String, number: @escaping @Sendable (String?) throws -> Number,
        find: @escaping @MainActor @Sendable (Store<R>, Number, _ settle: Duration) async throws -> (receipt: Receipt, title: String)?
    ) {
        router.get(RouterPath("\(path)/orders/:number/receipt")) { _, context in
            let number = try number(context.parameters.get("number"))
            return try respond(with: "receipt", try await receiptPage(context: context, appName: appName, number: number, find: find))
        }
    }

    @MainActor
    private func receiptPage<Number>(
        context: WebRequestContext, appName: String, number: Number,
        find: @MainActor (Store<R>, Number, Duration) async throws -> (receipt: Receipt, title: String)?
    ) async throws -> Outcome<ReceiptView> {
        let session = try context.session()
        let store = store(session)
        guard let (receipt, title) = try await find(store, number, pages.limits.settleTimeout) else { return .redirect(location(store.state)) }
        let chrome = PageChrome(title: title, appName: appName, assets: pages.assets)
        return .page(PageContext(csrf: session.csrfToken, chrome: chrome, view: ReceiptView(receipt, backURL: "\(path)/orders")))
    }

    /// `GET path/name`, a picture this session was shown: `url` finds its URL from the
    /// address's `:id` (none: a 404), never from a URL the browser names.
    func picture(_ name: String, on router: WebRouter, url: @escaping @MainActor @Sendable (WebSession, String?) throws -> String?) {
        router.get(RouterPath("\(path)/\(name)")) { _, context -> Response in
            let session = try await context.requireSession()
            guard let url = try await url(session, context.parameters.get("id")), let file = await session.pictures.file(forURLString: url) else {
                throw WebError.notFound
            }
            return WebPages.picture(file)
        }
    }

    /// Sends `act`'s action, lets it settle, and redirects to the screen shown then.
    func act(_ context: WebRequestContext, guarded: Bool = false, _ act: @escaping Act) async throws -> Response {
        pages.redirect(to: try await perform(act, context: context, guarded: guarded))
    }

    /// Draws `template` once `prepare` opened its screen; `view` replaces the app's view. The
    /// page's live parts are its own address with `live=1`.
    func render(_ template: String, _ request: Request, _ context: WebRequestContext, guarded: Bool = false,
                view: (@MainActor @Sendable (R.State) throws -> View)? = nil, prepare: @escaping Prepare) async throws -> Response {
        let live = try FormFields(queryOf: request)["live"] == "1"
        let address = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
        let liveURL = live ? nil : address + (address.contains("?") ? "&" : "?") + "live=1"
        return try await draw(template, request, context, live: live, liveURL: liveURL, guarded: guarded, view: view ?? self.view, prepare: prepare)
    }

    /// Draws `template`: a live refresh (`live`) as the store stands, a page once `prepare`
    /// opened its screen, polling `liveURL`.
    private func draw(_ template: String, _ request: Request, _ context: WebRequestContext, live: Bool, liveURL: String?, guarded: Bool,
                      view: @escaping @MainActor @Sendable (R.State) throws -> View, prepare: @escaping Prepare) async throws -> Response {
        let query = try FormFields(queryOf: request)
        return try respond(with: template, try await outcome(context: context, query: query, live: live, liveURL: liveURL, guarded: guarded, view: view, prepare: prepare))
    }

    /// NB: the session is found here, on the main actor with the rest of the request's work,
    /// rather than by a hop of its own before it.
    @MainActor
    private func perform(_ act: Act, context: WebRequestContext, guarded: Bool) async throws -> String {
        let form = context.form
        let store = store(try context.session())
        let timeout = pages.limits.settleTimeout
        touch?(store)
        if let actionGate, let elsewhere = await actionGate(store, guarded, timeout) { return elsewhere }
        if let action = try act(form) { store.send(action) }
        await store.settle(within: timeout)
        var state = store.state
        try refuse?(state)
        addressed?.show(&state, form)
        // NB: the page that follows is the view model's: wherever its screens now stand.
        return location(state)
    }

    @MainActor
    private func outcome(
        context: WebRequestContext, query: FormFields, live: Bool, liveURL: String?, guarded: Bool,
        view: @MainActor (R.State) throws -> View, prepare: Prepare
    ) async throws -> Outcome<View> {
        let session = try context.session()
        let reopen = live ? nil : reopened.flatMap { $0.had(session) ? $0.action : nil }
        let store = store(session)
        let timeout = pages.limits.settleTimeout
        if live {
            if let liveGate, let elsewhere = await liveGate(store, guarded, timeout) { return .redirect(elsewhere) }
            addressed?.follow(store, query)
        } else {
            touch?(store)
            if let pageGate, let elsewhere = await pageGate(store, guarded, timeout) { return .redirect(elsewhere) }
            if let reopen { store.send(reopen) }
            addressed?.follow(store, query)
            if let elsewhere = try prepare(store, query) { return .redirect(elsewhere) }
            await store.settle(within: timeout)
        }
        var state = store.state
        try refuse?(state)
        // NB: another tab of this session (or its live.js) may have moved the store while this
        // page settled: the page shows what its address says.
        addressed?.show(&state, query)
        let view = try view(state)
        return .page(PageContext(csrf: session.csrfToken, chrome: chrome(state, liveURL), view: view))
    }

    /// What a page's work on the main actor comes to: a page to draw, or where to go instead.
    private enum Outcome<Shown: Sendable>: Sendable {
        case redirect(String)
        case page(PageContext<Shown>)
    }

    /// The response to `outcome`: the page drawn with `template`, or a 303.
    private func respond<Shown>(with template: String, _ outcome: Outcome<Shown>) throws -> Response {
        switch outcome {
        case let .redirect(location): pages.redirect(to: location)
        case let .page(page): try pages.html(template, page)
        }
    }
}
