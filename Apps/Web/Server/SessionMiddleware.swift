import HTTPTypes
import Hummingbird

/// Finds the browser's session from its `kiosk_session` cookie, or starts one and sets the
/// cookie (`HttpOnly; SameSite=Strict; Path=/`: no script can read it and no other site's page
/// can send it).
struct SessionMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let sessions: SessionTable

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // NB: the stylesheet and scripts are the same for everyone: a browser fetching them
        // (or a load test) must not start sessions, which are bounded and evict the oldest.
        if request.uri.path.hasPrefix(StaticAssets.prefix) { return try await next(request, context) }
        let cookie = request.cookies[SessionTable.cookieName]?.value
        let (session, isNew) = await sessions.session(for: cookie)
        var context = context
        context.session = session
        var response = try await next(request, context)
        if isNew {
            response.headers.append(HTTPField(name: .setCookie, value: Self.cookie(for: session.id)))
        }
        return response
    }

    /// The `Set-Cookie` value for a session id.
    static func cookie(for id: String) -> String {
        "\(SessionTable.cookieName)=\(id); Path=/; HttpOnly; SameSite=Strict"
    }
}
