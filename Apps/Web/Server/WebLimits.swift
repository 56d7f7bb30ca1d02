/// The bounds of a running kiosk-web: how much one browser may hold and send, and how much all
/// of them may.
struct WebLimits: Sendable {
    /// A session unused for this long is dropped; its browser gets a new one.
    var sessionIdleTimeout: Duration = .seconds(30 * 60)
    /// The most anonymous sessions kept; a new one beyond it evicts the least recently used
    /// anonymous one (never a signed-in one).
    var maximumSessions = 1_000
    /// The most signed-in sessions kept; a sign-in beyond it ends the least recently used.
    var maximumSignedInSessions = 200
    /// How many sessions one client address may start in a minute.
    var newSessionsPerClient = 20
    /// The most open `/events` streams per session; a new one beyond it closes the oldest.
    var maximumEventStreams = 4
    /// The most open `/events` streams of all sessions together; beyond it a page works without
    /// live updates (503 to its stream, which the browser asks for again later).
    var maximumEventStreamsInAll = 200
    /// The most connections open at once (lowered below the process's descriptor limit); a
    /// connection beyond it is answered 503 and closed.
    var maximumConnections = 512
    /// A keep-alive connection without a request for this long is closed.
    var idleConnectionTimeout: Duration = .seconds(30)
    /// How often the database is asked whether anything changed, while a page listens for live
    /// updates.
    var changePollInterval: Duration = .milliseconds(500)
    /// The time between two heartbeats on an event stream.
    var heartbeat: Duration = .seconds(15)
    /// The largest request body read (forms are small); larger ones get 413.
    var maximumBodyBytes = 64 * 1024
    /// How long a POST waits for the work it started (recording, then syncing) before it
    /// redirects anyway; the page then shows "Syncing…" and the event stream brings the rest.
    var settleTimeout: Duration = .seconds(2)

    /// The defaults.
    init() {}
}
