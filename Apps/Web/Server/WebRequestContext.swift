import Hummingbird

/// The context of one request: Hummingbird's core storage plus what the middleware found out,
/// the browser's session and the fields of a POSTed form.
struct WebRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The browser's session, set by `SessionMiddleware` before any route runs.
    var session: WebSession?
    /// The fields of a POSTed form (checked for its CSRF token by `FormMiddleware`); empty for
    /// other methods.
    var form = FormFields()

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// The session; every route runs behind `SessionMiddleware`, so it is always there.
    func requireSession() throws(WebError) -> WebSession {
        guard let session else { throw .internalError("no session for this request") }
        return session
    }
}
