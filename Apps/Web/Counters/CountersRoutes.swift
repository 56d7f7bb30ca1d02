import Composition
import Hummingbird
import Presentation

/// The Counters pages: `GET /counters` (the list; `?q=` searches), `GET /counters/live` (the
/// parts that change, for `live.js`) and one POST per button, each sending one view-model
/// action and answering 303 back to the list. The search is the address's: every form carries
/// it back (`q`).
enum CountersRoutes: AppRoutes {
    typealias Feature = CountersPageFeature
    static let app = KioskApp.counters
    static let path = "/counters"
    static let initialState = CountersPageFeature.State()
    static let opening = CountersPageFeature.Action.list(.appeared)
    static let shownAgain = CountersPageFeature.Action.list(.shownAgain)

    /// One Counters environment for every session: they share the data directory's counters.
    static func environment(from environment: AppEnvironment) -> @Sendable () -> CountersEnvironment {
        let counters = environment.counters()
        return { counters }
    }

    static func register(on router: WebRouter, pages: WebPages) {
        let kit = kit(pages)
        kit.get("", template: "counters", fragment: "counters-fragment", on: router)
        kit.post("add", on: router) { .addSubmitted(title: $0["title"] ?? "") }
        kit.post("increment", on: router) { .list(.incrementPressed(try CounterID(parsing: $0["id"]))) }
        kit.post("decrement", on: router) { .list(.decrementPressed(try CounterID(parsing: $0["id"]))) }
        kit.post("edit", on: router) { _ in .list(.editPressed) }
        kit.post("done", on: router) { _ in .list(.doneEditingPressed) }
        kit.post("select", on: router) { .list(.selectionToggled(try CounterID(parsing: $0["id"]))) }
        kit.post("select-all", on: router) { _ in .list(.selectAllPressed) }
        kit.post("delete", on: router) { _ in .list(.deletePressed) }
        kit.post("delete/confirm", on: router) { _ in .list(.deleteConfirmed) }
        kit.post("delete/cancel", on: router) { _ in .list(.deleteCancelled) }
        kit.post("alert/retry", on: router) { _ in .list(.alertRetryPressed) }
        kit.post("alert/dismiss", on: router) { _ in .list(.alertDismissed) }
        kit.post("refresh", on: router) { _ in .list(.refreshPressed) }
        kit.post("retry", on: router) { _ in .list(.retryPressed) }
    }

    /// The list's address for a search: `/counters` or `/counters?q=tea`.
    static func location(search: String) -> String {
        search.isEmpty ? path : "\(path)?q=\(FormFields.encode(search))"
    }

    // MARK: - Route plumbing

    /// Counters on the shared page plumbing: the search is the address's (so a page reached
    /// without JavaScript, by a bookmark or by the back button shows what its address says), and
    /// a page loaded again reads the list afresh, so changes the other front ends recorded on
    /// this data directory show without waiting for a sync.
    private static func kit(_ pages: WebPages) -> PageKit<CountersPageFeature, CountersView> {
        PageKit(
            path: path, pages: pages, store: { $0.store(Self.self) }, location: { location(search: $0.list.searchText) },
            chrome: { state, liveURL in
                PageChrome(
                    title: "Counters · Kiosk", appName: app.title, banner: CountersView.banner(state),
                    notice: state.list.notice?.text, liveURL: liveURL, assets: pages.assets
                )
            },
            view: { CountersView($0) },
            addressed: .init(
                follow: { store, address in
                    let search = address["q"] ?? ""
                    if store.state.list.searchText != search { store.send(.list(.searchChanged(search))) }
                },
                show: { state, address in state.list.searchText = address["q"] ?? "" }
            ),
            reopened: (shownAgain, { $0.hasStore(Self.self) })
        )
    }
}
