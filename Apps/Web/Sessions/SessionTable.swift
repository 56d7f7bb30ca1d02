import Foundation
import Presentation

/// Every browser's session, by the id in its `kiosk_session` cookie: bounded in number (the
/// least recently used goes first) and expired after a while without requests.
///
/// An unknown, malformed or expired cookie simply gets a new session. Eviction and expiry scan
/// the table, which is fine at a kiosk's scale (a thousand sessions at most by default) and
/// keeps the structure a plain dictionary.
@MainActor
final class SessionTable {
    /// The cookie's name.
    nonisolated static let cookieName = "kiosk_session"

    private let limits: WebLimits
    private let now: @Sendable () -> Date
    private let apps: WebApps
    private let makeToken: () -> String
    private var sessions: [String: WebSession] = [:]

    /// An empty table.
    ///
    /// - Parameters:
    ///   - now: the time that decides expiry (the injected clock's; tests move it).
    ///   - makeToken: session ids and CSRF tokens (`RandomToken.make` outside tests).
    init(limits: WebLimits, now: @escaping @Sendable () -> Date, apps: WebApps, makeToken: @escaping () -> String = { RandomToken.make() }) {
        self.limits = limits
        self.now = now
        self.apps = apps
        self.makeToken = makeToken
    }

    /// The session the cookie names, used now; or a new one when it names none that is alive.
    func session(for cookie: String?) -> (session: WebSession, isNew: Bool) {
        let now = now()
        if let cookie, let session = sessions[cookie] {
            if isExpired(session, at: now) {
                remove(session)
            } else {
                session.touch()
                return (session, false)
            }
        }
        return (create(at: now), true)
    }

    /// How many sessions are alive (tests).
    var count: Int { sessions.count }

    /// Whether the table holds a session with this id (tests).
    func contains(_ id: String) -> Bool { sessions[id] != nil }

    /// Ends every session (shutdown).
    func closeAll() {
        let all = sessions.values
        sessions = [:]
        for session in all { session.close() }
    }

    // MARK: - Helpers

    private func create(at now: Date) -> WebSession {
        for session in sessions.values where isExpired(session, at: now) { remove(session) }
        while sessions.count >= limits.maximumSessions, let oldest = sessions.values.min(by: { $0.lastUsed < $1.lastUsed }) {
            remove(oldest)
        }
        var id = makeToken()
        while sessions[id] != nil { id = makeToken() }
        let session = WebSession(
            id: id, csrfToken: makeToken(), apps: apps, now: self.now,
            maximumEventStreams: limits.maximumEventStreams, heartbeat: limits.heartbeat
        )
        sessions[id] = session
        return session
    }

    private func isExpired(_ session: WebSession, at now: Date) -> Bool {
        now.timeIntervalSince(session.lastUsed) >= limits.sessionIdleTimeout.timeInterval
    }

    private func remove(_ session: WebSession) {
        sessions[session.id] = nil
        session.close()
    }
}
