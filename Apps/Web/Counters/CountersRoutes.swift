import Hummingbird
import Presentation

/// The Counters pages: `GET /counters` (the list; `?q=` searches), `GET /counters/live` (the
/// parts that change, for `live.js`) and one POST per button, each sending one view-model
/// action and answering 303 back to the list.
enum CountersRoutes: AppRoutes {
    static let app = KioskApp.counters
    static let path = "/counters"

    /// The buttons: where each form posts, and the action it sends.
    static let actions: [(name: String, action: @Sendable (FormFields) throws -> CountersPageFeature.Action)] = [
        ("add", { .addSubmitted(title: $0["title"] ?? "") }),
        ("increment", { .list(.incrementPressed(try CounterID(parsing: $0["id"]))) }),
        ("decrement", { .list(.decrementPressed(try CounterID(parsing: $0["id"]))) }),
        ("edit", { _ in .list(.editPressed) }),
        ("done", { _ in .list(.doneEditingPressed) }),
        ("select", { .list(.selectionToggled(try CounterID(parsing: $0["id"]))) }),
        ("select-all", { _ in .list(.selectAllPressed) }),
        ("delete", { _ in .list(.deletePressed) }),
        ("delete/confirm", { _ in .list(.deleteConfirmed) }),
        ("delete/cancel", { _ in .list(.deleteCancelled) }),
        ("alert/retry", { _ in .list(.alertRetryPressed) }),
        ("alert/dismiss", { _ in .list(.alertDismissed) }),
        ("refresh", { _ in .list(.refreshPressed) }),
        ("retry", { _ in .list(.retryPressed) }),
    ]

    static func register(on router: WebRouter, pages: WebPages) {
        router.get(RouterPath(path)) { request, context in
            let page = try await show(request, context, pages: pages, settle: true)
            return try pages.html("counters", page)
        }
        router.get(RouterPath("\(path)/live")) { request, context in
            let page = try await show(request, context, pages: pages, settle: false)
            return try pages.html("counters-fragment", page)
        }
        for (name, action) in actions {
            router.post(RouterPath("\(path)/\(name)")) { _, context in
                let action = try action(context.form)
                let session = try await context.requireSession()
                await send(action, to: session, settle: pages.limits.settleTimeout)
                return pages.redirect(to: location(search: context.form["q"] ?? ""))
            }
        }
    }

    /// The list's address for a search: `/counters` or `/counters?q=tea`.
    static func location(search: String) -> String {
        search.isEmpty ? path : "\(path)?q=\(FormFields.encode(search))"
    }

    // MARK: - Helpers

    private static func show(_ request: Request, _ context: WebRequestContext, pages: WebPages, settle: Bool) async throws -> PageContext<CountersView> {
        let query = try FormFields(queryOf: request)
        let session = try await context.requireSession()
        return await page(for: session, search: query["q"] ?? "", pages: pages, settle: settle)
    }

    @MainActor
    private static func page(for session: WebSession, search: String, pages: WebPages, settle: Bool) async -> PageContext<CountersView> {
        let existed = session.hasCountersStore
        let store = session.countersStore
        // A page loaded again reads the list afresh: changes the other front ends recorded on
        // this data directory show without waiting for a sync.
        if settle, existed { store.send(.list(.shownAgain)) }
        // The address is the search's source of truth, so a page reached without JavaScript, by
        // a bookmark or by the back button shows what its address says.
        if store.state.list.searchText != search { store.send(.list(.searchChanged(search))) }
        if settle { await store.settle(within: pages.limits.settleTimeout) }
        // NB: another tab of this session (or its live.js, still open while this page loads) may
        // have sent its own search while we settled; this page shows what its address says.
        var state = store.state
        state.list.searchText = search
        let chrome = PageChrome(
            title: "Counters · Kiosk", appName: app.title,
            banner: CountersView.banner(state), notice: state.list.notice,
            liveURL: "\(path)/live" + (search.isEmpty ? "" : "?q=\(FormFields.encode(search))"),
            assets: pages.assets
        )
        return PageContext(csrf: session.csrfToken, chrome: chrome, view: CountersView(state))
    }

    @MainActor
    private static func send(_ action: CountersPageFeature.Action, to session: WebSession, settle timeout: Duration) async {
        let store = session.countersStore
        store.send(action)
        await store.settle(within: timeout)
    }
}
