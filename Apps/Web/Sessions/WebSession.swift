import Foundation
import Imaging
import Presentation

/// One browser's server-side state: its CSRF token, one `Store` per app (created on first use,
/// so a session that never opens the Wine Club costs nothing for it) and its open event streams.
///
/// Main-actor isolated, as `Store` is: every request touching a session hops to the main actor,
/// which also serialises the requests of one browser.
@MainActor
final class WebSession {
    /// The id in the `kiosk_session` cookie (a new one after a sign-in or a sign-out).
    private(set) var id: String
    /// The token every POST must carry in its `_csrf` field (a new one with a new id).
    private(set) var csrfToken: String
    /// When a request (or an open page's heartbeat) last used this session.
    private(set) var lastUsed: Date
    /// Whether the session has been expired or evicted.
    private(set) var isClosed = false

    private let apps: WebApps
    private let clock: Clock
    private let maximumEventStreams: Int
    private let heartbeat: Duration
    /// The stores opened so far, by app.
    private var stores: [KioskApp: OpenStore] = [:]
    private var streams: [Int: AsyncStream<WebEvent>.Continuation] = [:]
    private var nextStream = 0
    /// Who was signed in when the cookie was last set.
    private var cookieEmployee: Int64?

    /// A session.
    ///
    /// - Parameters:
    ///   - clock: the injected time (expiry is decided by `SessionTable`).
    ///   - maximumEventStreams: open `/events` streams kept; a new one beyond it closes the oldest
    ///     (a browser that navigated away is only noticed at the next write).
    ///   - heartbeat: the time between two heartbeats on an event stream.
    init(id: String, csrfToken: String, apps: WebApps, clock: Clock,
         maximumEventStreams: Int, heartbeat: Duration) {
        self.id = id
        self.csrfToken = csrfToken
        self.apps = apps
        self.clock = clock
        self.maximumEventStreams = maximumEventStreams
        self.heartbeat = heartbeat
        lastUsed = clock.now()
    }

    /// Marks the session as used now.
    func touch() {
        lastUsed = clock.now()
    }

    // MARK: - Sign-in

    /// Whether an employee is signed in to the Wine Club in this session.
    var isSignedIn: Bool { signedInEmployee != nil }

    /// Whether the employee changed since the cookie was set: the session then needs a new id.
    var signInChanged: Bool { signedInEmployee != cookieEmployee }

    /// Takes a new id and CSRF token (`SessionTable.renewIfSignInChanged`).
    func renew(id: String, csrfToken: String) {
        self.id = id
        self.csrfToken = csrfToken
        cookieEmployee = signedInEmployee
    }

    private var signedInEmployee: Int64? {
        stores.values.lazy.compactMap { $0.signedInEmployee() }.first
    }

    // MARK: - Changes elsewhere

    /// Reads what this session's open pages show again, quietly: something changed in the
    /// database (another browser, the CLI, the TUI, another kiosk). The stores' `onChange`
    /// then tells the open pages.
    func refresh() {
        for open in stores.values { open.showAgain() }
    }

    // MARK: - Stores

    /// The store of `routes`' app, created and started (`AppRoutes.opening`) on first use, so a
    /// session that never opens an app costs nothing for it.
    func store<Routes: AppRoutes>(_ routes: Routes.Type) -> Store<Routes.Feature> {
        if let open = stores[Routes.app], let store = open.store as? Store<Routes.Feature> { return store }
        let store = Store<Routes.Feature>(initialState: Routes.initialState, environment: apps.environment(for: Routes.self))
        store.onChange = { [weak self] _ in self?.publish(.changed(Routes.app)) }
        stores[Routes.app] = OpenStore(Routes.self, store: store)
        store.send(Routes.opening)
        return store
    }

    /// Whether the store of `routes`' app exists yet (a page loaded again reads it afresh; a
    /// picture is served only when a page of the store showed it).
    func hasStore<Routes: AppRoutes>(_ routes: Routes.Type) -> Bool {
        stores[Routes.app] != nil
    }

    /// The pictures of every session.
    var pictures: PictureFiles { apps.pictures }

    // MARK: - Event streams

    /// Opens an event stream for `/events`: a `changed` event whenever one of this session's
    /// stores changes, and a heartbeat every `heartbeat`. Beyond `maximumEventStreams` the
    /// oldest stream is finished.
    func openEventStream() -> AsyncStream<WebEvent> {
        let key = nextStream
        nextStream += 1
        let (stream, continuation) = AsyncStream<WebEvent>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let interval = heartbeat
        let beats = Task { [weak self] in
            while !Task.isCancelled {
                do { try await Task.sleep(for: interval) } catch { return }
                continuation.yield(.heartbeat)
                // NB: an open page keeps its session alive, so a kiosk left on a page for an
                // hour can still post its forms.
                self?.touch()
            }
        }
        continuation.onTermination = { [weak self] _ in
            beats.cancel()
            Task { @MainActor in self?.streamEnded(key) }
        }
        streams[key] = continuation
        while streams.count > maximumEventStreams, let oldest = streams.keys.min() {
            streams.removeValue(forKey: oldest)?.finish()
        }
        if isClosed { continuation.finish() }
        return stream
    }

    /// How many event streams are open.
    var eventStreamCount: Int { streams.count }

    /// Tells every open stream of this session.
    func publish(_ event: WebEvent) {
        for continuation in streams.values { continuation.yield(event) }
    }

    /// Ends the session: its effects are cancelled and its streams finished.
    func close() {
        isClosed = true
        for open in stores.values { open.close() }
        let open = streams.values
        streams = [:]
        for continuation in open { continuation.finish() }
    }

    private func streamEnded(_ key: Int) {
        streams[key] = nil
    }
}

/// One app's store in a session, with what the session does to every store alike.
@MainActor
private struct OpenStore {
    /// The `Store<Feature>` itself (`WebSession.store(_:)` gives it its type back).
    let store: AnyObject
    /// Sends the app's `shownAgain`.
    let showAgain: () -> Void
    /// Cancels its effects and stops its change notices.
    let close: () -> Void
    /// Who is signed in to the app in this session (`AppRoutes.signedInEmployee(in:)`).
    let signedInEmployee: () -> Int64?

    init<Routes: AppRoutes>(_ routes: Routes.Type, store: Store<Routes.Feature>) {
        self.store = store
        showAgain = { store.send(Routes.shownAgain) }
        signedInEmployee = { Routes.signedInEmployee(in: store.state) }
        close = {
            store.cancelAll()
            store.onChange = nil
        }
    }
}
