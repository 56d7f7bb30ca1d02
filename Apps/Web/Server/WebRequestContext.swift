import Hummingbird

/// The context of one request: Hummingbird's core storage plus what the middleware found out,
/// the browser's session and the fields of a POSTed form.
struct WebRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The address of the client, which new sessions are counted against.
    let client: String
    /// The request's session, found or started on first use (`SessionMiddleware` sets it before
    /// any route runs; static files have none).
    var sessions: SessionSlot?
    /// The fields of a POSTed form (checked for its CSRF token by `FormMiddleware`); empty for
    /// other methods.
    var form = FormFields()

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// The session, started now if the cookies named none (a GET or HEAD navigation only).
    ///
    /// - Throws: `WebError.sessionUnknown` for a form without a live session, `.noSession` for
    ///   a script's request without one, `WebError.tooManyNewSessions` when this client
    ///   started too many lately.
    func requireSession() async throws -> WebSession {
        try await session()
    }

    /// `requireSession()` for code already on the main actor (a page's work): no hop of its own.
    @MainActor
    func session() throws -> WebSession {
        guard let sessions else { throw WebError.internalError("no session for this request") }
        return try sessions.require()
    }
}
