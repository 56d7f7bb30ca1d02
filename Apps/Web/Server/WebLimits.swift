/// The bounds of a running kiosk-web: how much one browser may hold and send.
struct WebLimits: Sendable {
    /// A session unused for this long is dropped; its browser gets a new one.
    var sessionIdleTimeout: Duration = .seconds(30 * 60)
    /// The most sessions kept; a new one beyond it evicts the least recently used.
    var maximumSessions = 1_000
    /// The most open `/events` streams per session; a new one beyond it closes the oldest.
    var maximumEventStreams = 4
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
