/// The session of one request: the one its cookies named, or one started when a route first
/// needs it. Only a page a person opens (a GET or HEAD navigation) may start one: a form posted
/// without a live session is refused, never given a new one, and so is a script's request. A
/// cross-site navigation that arrives without the cookie gets one for this request alone: its
/// page is shown, and the browser's own session is not replaced.
@MainActor
final class SessionSlot {
    /// The session in use: the one the cookies name, looked up on first use, or one started.
    ///
    /// NB: looked up when first asked for, on the main actor where the route's own work is,
    /// rather than when the middleware makes the slot: that was a hop to the main actor and back
    /// of its own on every request.
    var session: WebSession? {
        if let ids = pendingIDs {
            pendingIDs = nil
            found = table.session(named: ids)
        }
        return found
    }
    private var found: WebSession?
    /// The ids the cookies named, until they are looked up.
    private var pendingIDs: [String]?
    /// Whether this request started the session (it gets its cookie).
    private(set) var isNew = false
    /// Whether the session lives for this request only (no cookie, closed after it).
    private(set) var isTransient = false

    private let table: SessionTable
    private let client: String
    private let mayStart: Bool
    private let startsTransient: Bool
    private let refusal: WebError

    /// The slot of a request whose cookies name `ids` (strict cookie first).
    ///
    /// - Parameters:
    ///   - client: the address new sessions are counted against.
    ///   - mayStart: whether a route may start a session (a GET or HEAD navigation).
    ///   - transient: whether a started session is for this request only.
    ///   - refusal: what a route that needs a session is told when none may be started.
    nonisolated init(table: SessionTable, ids: [String], client: String, mayStart: Bool, transient: Bool, refusal: WebError) {
        self.table = table
        self.client = client
        self.mayStart = mayStart
        startsTransient = transient
        self.refusal = refusal
        pendingIDs = ids
    }

    /// The session, started now if there is none.
    ///
    /// - Throws: the slot's refusal when no session may be started (`WebError.sessionUnknown`
    ///   for a form, `.noSession` for a script's request); `WebError.tooManyNewSessions` when
    ///   this client started too many lately.
    func require() throws(WebError) -> WebSession {
        if let session { return session }
        guard mayStart else { throw refusal }
        let started: WebSession
        if startsTransient {
            started = table.transientSession()
            isTransient = true
        } else {
            started = try table.start(client: client)
            isNew = true
        }
        found = started
        return started
    }
}
