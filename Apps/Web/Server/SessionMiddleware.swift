import Foundation
import HTTPTypes
import Hummingbird

/// Finds the browser's session from its cookies, for the routes to start one only if they need
/// it (`SessionSlot`), and sets the cookies when one was started or renewed.
///
/// Two cookies carry the same id: `kiosk_session` (`HttpOnly; SameSite=Strict`: no script can
/// read it and no other site's page can send it), which every request may use, and
/// `kiosk_nav` (`SameSite=Lax`), which a browser also sends when a link on another site opens
/// a page, and which is read for GET and HEAD only: such a link shows the page in the browser's
/// session instead of starting one that would replace it. Forms always need the strict cookie.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let sessions: SessionTable

    /// `Sec-Fetch-Site`: where the request comes from, as the browser says.
    static let fetchSite = HTTPField.Name("Sec-Fetch-Site")!
    /// `Sec-Fetch-Mode`: `navigate` for a page a person opens, another mode for a script's
    /// request (a `fetch`, an event stream).
    static let fetchMode = HTTPField.Name("Sec-Fetch-Mode")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // NB: the stylesheet and scripts are the same for everyone, and need no session.
        if request.uri.path.hasPrefix(StaticAssets.prefix) { return try await next(request, context) }
        let isSafe = request.method == .get || request.method == .head
        let strict = Self.cookies(named: SessionTable.cookieName, in: request.headers)
        let lax = isSafe ? Self.cookies(named: SessionTable.navigationCookieName, in: request.headers) : []
        // NB: a navigation from another site without any cookie may still come from a browser
        // that has one (made before the navigation cookie existed): its page is drawn from a
        // session of its own, and no cookie replaces the browser's.
        let crossSite = isSafe && request.headers[Self.fetchSite] == "cross-site"
        // NB: only a page a person opens starts a session (a client that does not say is taken
        // for one): a script's request without a live session is refused, so live.js's fetch
        // still carrying the id a sign-in just renewed cannot set a cookie over the new one, and
        // another page's fetches start none.
        let navigates = request.headers[Self.fetchMode].map { $0 == "navigate" } ?? true
        let slot = SessionSlot(
            table: sessions, ids: strict + lax, client: context.client, mayStart: isSafe && navigates, transient: crossSite,
            refusal: isSafe ? .noSession : .sessionUnknown
        )
        var context = context
        context.sessions = slot
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            _ = await finish(slot)
            throw error
        }
        var answered = response
        if let id = await finish(slot) {
            for cookie in Self.cookies(for: id) { answered.headers.append(HTTPField(name: .setCookie, value: cookie)) }
        }
        return answered
    }

    /// Closes a session made for this request alone, renews one whose employee changed, and
    /// returns the id to set in the cookies, if any.
    @MainActor
    private func finish(_ slot: SessionSlot) -> String? {
        guard let session = slot.session else { return nil }
        if slot.isTransient {
            session.close()
            return nil
        }
        if slot.isNew || sessions.renewIfSignInChanged(session) { return session.id }
        return nil
    }

    /// The `Set-Cookie` values for a session id: the strict cookie and the navigation cookie.
    static func cookies(for id: String) -> [String] {
        ["\(SessionTable.cookieName)=\(id); Path=/; HttpOnly; SameSite=Strict",
         "\(SessionTable.navigationCookieName)=\(id); Path=/; HttpOnly; SameSite=Lax"]
    }

    /// Every value of the cookie `name` in the request, in the order sent (a browser sends a
    /// cookie set for a narrower path first, and may send several of one name).
    static func cookies(named name: String, in headers: HTTPFields) -> [String] {
        cookies(named: name, inHeaderValues: headers[values: .cookie])
    }

    /// Every value of the cookie `name` in the `Cookie` header values `values`, in order.
    static func cookies(named name: String, inHeaderValues values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ";") }.compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, trimmed(parts[0]) == name else { return nil }
            let value = trimmed(parts[1])
            return RandomToken.isWellFormed(value) ? value : nil
        }
    }

    /// `text` without Foundation's `.whitespaces` at either end.
    ///
    /// NB: not Foundation's `trimmingCharacters`, which bridges through `NSString` for each of
    /// the two parts of every cookie of every request; the set is asked only beyond ASCII, where
    /// a space and a tab are all it holds.
    static func trimmed(_ text: Substring) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (!scalar.isASCII && CharacterSet.whitespaces.contains(scalar))
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
