import Hummingbird
import Presentation

/// The page plumbing of an app whose screens live in one session store (Wine, Pizza): a GET
/// lets the route send what opening its screen takes (or name an address to go to instead),
/// lets the work settle and draws the state; a POST sends one action, lets it settle and
/// answers 303 to the screen the feature then shows (`location`), never a decision of its own. With `?live=1` (live.js) nothing is sent: the page is drawn as it is.
///
/// An app says only what differs: its store, where a screen lives, what holds a page or an
/// action back (`gate`: the sign-in), its chrome and its view.
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
    let pageGate: Gate
    /// Before an action is sent.
    let actionGate: Gate
    /// The layout of a page showing `state`, polling `liveURL` (none on a live request).
    let chrome: @MainActor @Sendable (_ state: R.State, _ liveURL: String?) -> PageChrome
    /// The page's own view.
    let view: @MainActor @Sendable (R.State) throws -> View
    /// What refuses the screen shown, drawn or led to by an action (a 404 for a wine not in the
    /// catalog).
    var refuse: (@MainActor @Sendable (R.State) throws -> Void)?
    /// Before a live refresh (`?live=1`) is drawn: a page signed out meanwhile goes elsewhere.
    var liveGate: Gate?
    /// Sent first for every page opened and every action: the person is there (the idle
    /// sign-out counts from it). Never for a live refresh.
    var touch: (@MainActor @Sendable (Store<R>) -> Void)?

    /// `GET path/name`, drawn with `template`.
    func get(_ name: String, template: String, on router: WebRouter, guarded: Bool = false, prepare: @escaping Prepare) {
        router.get(RouterPath("\(path)/\(name)")) { request, context in
            try await render(template, request, context, guarded: guarded, prepare: prepare)
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
        let session = try await context.requireSession()
        return pages.redirect(to: try await perform(act, form: context.form, session: session, guarded: guarded))
    }

    /// Draws `template` once `prepare` opened its screen; `view` replaces the app's view.
    func render(_ template: String, _ request: Request, _ context: WebRequestContext, guarded: Bool = false,
                view: (@MainActor @Sendable (R.State) throws -> View)? = nil, prepare: @escaping Prepare) async throws -> Response {
        let query = try FormFields(queryOf: request)
        let session = try await context.requireSession()
        let live = query["live"] == "1"
        let address = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
        let liveURL = live ? nil : address + (address.contains("?") ? "&" : "?") + "live=1"
        switch try await outcome(session: session, query: query, live: live, liveURL: liveURL, guarded: guarded, view: view ?? self.view, prepare: prepare) {
        case let .redirect(location): return pages.redirect(to: location)
        case let .page(page): return try pages.html(template, page)
        }
    }

    @MainActor
    private func perform(_ act: Act, form: FormFields, session: WebSession, guarded: Bool) async throws -> String {
        let store = store(session)
        let timeout = pages.limits.settleTimeout
        touch?(store)
        if let elsewhere = await actionGate(store, guarded, timeout) { return elsewhere }
        if let action = try act(form) { store.send(action) }
        await store.settle(within: timeout)
        try refuse?(store.state)
        // NB: the page that follows is the view model's: wherever its screens now stand.
        return location(store.state)
    }

    @MainActor
    private func outcome(
        session: WebSession, query: FormFields, live: Bool, liveURL: String?, guarded: Bool,
        view: @MainActor (R.State) throws -> View, prepare: Prepare
    ) async throws -> Outcome {
        let store = store(session)
        let timeout = pages.limits.settleTimeout
        if live {
            if let liveGate, let elsewhere = await liveGate(store, guarded, timeout) { return .redirect(elsewhere) }
        } else {
            touch?(store)
            if let elsewhere = await pageGate(store, guarded, timeout) { return .redirect(elsewhere) }
            if let elsewhere = try prepare(store, query) { return .redirect(elsewhere) }
            await store.settle(within: timeout)
        }
        let state = store.state
        try refuse?(state)
        let view = try view(state)
        return .page(PageContext(csrf: session.csrfToken, chrome: chrome(state, liveURL), view: view))
    }

    private enum Outcome: Sendable {
        case redirect(String)
        case page(PageContext<View>)
    }
}
