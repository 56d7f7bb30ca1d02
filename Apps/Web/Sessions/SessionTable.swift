import Foundation
import Presentation

/// Every browser's session, by the id in its cookies: expired after a while without requests,
/// and bounded so that nobody can flush them.
///
/// Signed-in sessions and anonymous ones have bounds of their own: a flood of cookieless
/// requests only ever evicts anonymous sessions (the least recently used first), and each
/// client address starts only so many sessions a minute (`NewSessionRate`). A session gets a
/// new id and CSRF token whenever its employee changes (`renewIfSignInChanged`), so an id
/// planted before a sign-in is worth nothing after it.
///
/// An unknown, malformed or expired cookie names no session. Eviction and expiry scan the
/// table, which is fine at a kiosk's scale and keeps the structure a plain dictionary.
@MainActor
final class SessionTable {
    /// The session cookie's name (`SameSite=Strict`: sent only from the kiosk's own pages).
    nonisolated static let cookieName = "kiosk_session"
    /// The navigation cookie's name: the same id, `SameSite=Lax`, so a link from another site
    /// opens the page in the browser's session; it is read for GET and HEAD only.
    nonisolated static let navigationCookieName = "kiosk_nav"

    private let limits: WebLimits
    private let clock: Clock
    private let apps: WebApps
    private let makeToken: () -> String
    private var sessions: [String: WebSession] = [:]
    private var rate: NewSessionRate

    /// An empty table.
    ///
    /// - Parameters:
    ///   - clock: the time that decides expiry and the rate of new sessions (tests move it).
    ///   - makeToken: session ids and CSRF tokens (`RandomToken.make` outside tests).
    init(limits: WebLimits, clock: Clock, apps: WebApps, makeToken: @escaping () -> String = { RandomToken.make() }) {
        self.limits = limits
        self.clock = clock
        self.apps = apps
        self.makeToken = makeToken
        rate = NewSessionRate(capacity: limits.newSessionsPerClient, window: .seconds(60))
    }

    /// The live session among those `ids` name, used now: a signed-in one first (a cookie
    /// planted for a narrower path is sent before the browser's own), else the first alive.
    func session(named ids: [String]) -> WebSession? {
        let now = clock.now()
        var found: [WebSession] = []
        for id in ids {
            guard let session = sessions[id] else { continue }
            if isExpired(session, at: now) {
                remove(session)
            } else {
                found.append(session)
            }
        }
        guard let session = found.first(where: { $0.isSignedIn }) ?? found.first else { return nil }
        session.touch()
        return session
    }

    /// Starts a session for a request from `client`, making room among the anonymous ones.
    ///
    /// - Throws: `WebError.tooManyNewSessions` when `client` started too many lately.
    func start(client: String) throws(WebError) -> WebSession {
        let now = clock.now()
        guard rate.take(for: client, at: now) else { throw .tooManyNewSessions }
        for session in sessions.values where isExpired(session, at: now) { remove(session) }
        var anonymous = sessions.values.filter { !$0.isSignedIn }
        while anonymous.count >= limits.maximumSessions, let oldest = anonymous.min(by: { $0.lastUsed < $1.lastUsed }) {
            remove(oldest)
            anonymous.removeAll { $0 === oldest }
        }
        let session = makeSession()
        sessions[session.id] = session
        return session
    }

    /// A session for one request, kept nowhere (a cross-site navigation without the cookie).
    func transientSession() -> WebSession {
        makeSession()
    }

    /// Gives `session` a new id and CSRF token if its employee changed since its cookie was
    /// set (a sign-in, a sign-out): the old id names nothing any more.
    ///
    /// - Returns: whether it was renewed (the response sets the new cookie).
    func renewIfSignInChanged(_ session: WebSession) -> Bool {
        guard sessions[session.id] === session, session.signInChanged else { return false }
        sessions[session.id] = nil
        var id = makeToken()
        while sessions[id] != nil { id = makeToken() }
        session.renew(id: id, csrfToken: makeToken())
        sessions[id] = session
        if session.isSignedIn {
            var signedIn = sessions.values.filter { $0.isSignedIn && $0 !== session }
            while signedIn.count >= limits.maximumSignedInSessions, let oldest = signedIn.min(by: { $0.lastUsed < $1.lastUsed }) {
                remove(oldest)
                signedIn.removeAll { $0 === oldest }
            }
        }
        return true
    }

    /// How many sessions are alive (tests).
    var count: Int { sessions.count }

    /// Whether the table holds a session with this id (tests).
    func contains(_ id: String) -> Bool { sessions[id] != nil }

    /// The sessions with an open event stream: those a change elsewhere is shown to.
    var watched: [WebSession] { sessions.values.filter { $0.eventStreamCount > 0 } }

    /// How many event streams are open in all sessions.
    var eventStreamCount: Int { sessions.values.reduce(0) { $0 + $1.eventStreamCount } }

    /// Ends every session (shutdown).
    func closeAll() {
        let all = sessions.values
        sessions = [:]
        for session in all { session.close() }
    }

    // MARK: - Helpers

    private func makeSession() -> WebSession {
        var id = makeToken()
        while sessions[id] != nil { id = makeToken() }
        return WebSession(
            id: id, csrfToken: makeToken(), apps: apps, clock: clock,
            maximumEventStreams: limits.maximumEventStreams, heartbeat: limits.heartbeat
        )
    }

    private func isExpired(_ session: WebSession, at now: Date) -> Bool {
        now.timeIntervalSince(session.lastUsed) >= limits.sessionIdleTimeout.timeInterval
    }

    private func remove(_ session: WebSession) {
        sessions[session.id] = nil
        session.close()
    }
}
