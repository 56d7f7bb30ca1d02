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
    private var counters: Store<CountersPageFeature>?
    private var wine: Store<WineFeature>?
    private var pizza: Store<PizzaFeature>?
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

    private var signedInEmployee: Int64? { wine?.state.employee?.id }

    // MARK: - Changes elsewhere

    /// Reads what this session's open pages show again, quietly: something changed in the
    /// database (another browser, the CLI, the TUI, another kiosk). The stores' `onChange`
    /// then tells the open pages.
    func refresh() {
        counters?.send(.list(.shownAgain))
        wine?.send(.shownAgain)
        pizza?.send(.shownAgain)
    }

    // MARK: - Stores

    /// The Counters page's store, created and started (`.appeared`) on first use.
    var countersStore: Store<CountersPageFeature> {
        if let counters { return counters }
        let store = Store<CountersPageFeature>(initialState: .init(), environment: apps.counters)
        store.onChange = { [weak self] _ in self?.publish(.changed(.counters)) }
        counters = store
        store.send(.list(.appeared))
        return store
    }

    /// Whether the Counters store exists yet (a page loaded again reads the list afresh).
    var hasCountersStore: Bool { counters != nil }

    /// The Wine Club's store, with a sign-in of this session's own, created and started
    /// (`.appeared`: wine.com is checked) on first use.
    var wineStore: Store<WineFeature> {
        if let wine { return wine }
        let store = Store<WineFeature>(initialState: .init(), environment: apps.wine())
        store.onChange = { [weak self] _ in self?.publish(.changed(.wine)) }
        wine = store
        store.send(.appeared)
        return store
    }

    /// Nenno's store, created and started (`.appeared`: the menu is loaded) on first use.
    var pizzaStore: Store<PizzaFeature> {
        if let pizza { return pizza }
        let store = Store<PizzaFeature>(initialState: .init(), environment: apps.pizza)
        store.onChange = { [weak self] _ in self?.publish(.changed(.pizza)) }
        pizza = store
        store.send(.menu(.appeared))
        return store
    }

    /// Whether the Wine store exists yet.
    var hasWineStore: Bool { wine != nil }

    /// Whether Nenno's store exists yet.
    var hasPizzaStore: Bool { pizza != nil }

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
        counters?.cancelAll()
        counters?.onChange = nil
        wine?.cancelAll()
        wine?.onChange = nil
        pizza?.cancelAll()
        pizza?.onChange = nil
        let open = streams.values
        streams = [:]
        for continuation in open { continuation.finish() }
    }

    private func streamEnded(_ key: Int) {
        streams[key] = nil
    }
}
