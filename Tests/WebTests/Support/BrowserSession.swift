import Foundation

/// A browser as the route tests play it: it keeps the cookies it was given (with whether each is
/// `SameSite=Strict`) and the CSRF token of the last page it read, and posts forms with both.
final class BrowserSession: @unchecked Sendable {
    // NB: @unchecked: each test drives its browsers from one task at a time.
    let port: Int
    private(set) var csrf: String?
    private var cookies: [(name: String, value: String, strict: Bool)] = []

    /// The `kiosk_session` cookie's value.
    var cookie: String? { cookies.first { $0.name == "kiosk_session" }?.value }

    init(port: Int) {
        self.port = port
    }

    /// GETs `path` with the session cookie, and remembers a new cookie and the page's token.
    @discardableResult
    func get(_ path: String) async throws -> HTTPReply {
        let reply = try await RawHTTP.exchange(port: port, RawHTTP.request("GET", path, headers: cookieHeader))
        remember(reply)
        return reply
    }

    /// POSTs `fields` (URL-encoded, in order) to `path`, with the `_csrf` token first unless
    /// `csrf` says otherwise.
    @discardableResult
    func post(_ path: String, _ fields: [(String, String)] = [], csrf: String? = nil) async throws -> HTTPReply {
        let token = csrf ?? self.csrf ?? ""
        let body = ([("_csrf", token)] + fields).map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        let reply = try await RawHTTP.exchange(port: port, RawHTTP.request(
            "POST", path, headers: cookieHeader + [("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8)
        ))
        remember(reply)
        return reply
    }

    /// POSTs, checks the 303 and follows it: the page a browser shows after pressing a button.
    @discardableResult
    func press(_ path: String, _ fields: [(String, String)] = []) async throws -> HTTPReply {
        let reply = try await post(path, fields)
        guard reply.status == 303, let location = reply.header("Location") else {
            throw BrowserError.notRedirected(reply.status, reply.body)
        }
        return try await get(location)
    }

    /// GETs `path` until it holds `text`, as live.js does on each event of a change (the first
    /// event comes when the page's data is asked for, a later one when it has been read):
    /// at most `attempts` times, no waiting in between. The last answer either way.
    @discardableResult
    func get(_ path: String, untilItContains text: String, attempts: Int = 500) async throws -> HTTPReply {
        var reply = try await get(path)
        for _ in 1..<attempts where !reply.body.contains(text) {
            reply = try await get(path)
        }
        return reply
    }

    /// GETs `path` as a link on another site's page would open it: a cross-site navigation,
    /// which carries no `SameSite=Strict` cookie.
    @discardableResult
    func navigateFromAnotherSite(_ path: String) async throws -> HTTPReply {
        let lax = cookies.filter { !$0.strict }.map { "\($0.name)=\($0.value)" }
        let headers = (lax.isEmpty ? [] : [("Cookie", lax.joined(separator: "; "))]) + [("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Mode", "navigate")]
        let reply = try await RawHTTP.exchange(port: port, RawHTTP.request("GET", path, headers: headers))
        remember(reply)
        return reply
    }

    /// The cookie header this browser sends to its own site.
    var cookieHeader: [(String, String)] {
        cookies.isEmpty ? [] : [("Cookie", cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; "))]
    }

    /// Forgets the session cookie (a new browser profile), or sets another.
    func setCookie(_ value: String?) {
        cookies.removeAll { $0.name == "kiosk_session" }
        if let value { cookies.append(("kiosk_session", value, true)) }
    }

    private func remember(_ reply: HTTPReply) {
        for header in reply.headers("Set-Cookie") {
            let parts = header.components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
            let strict = parts.contains { $0.lowercased() == "samesite=strict" }
            let expired = parts.contains { $0.lowercased() == "max-age=0" } || value.isEmpty
            cookies.removeAll { $0.name == name }
            if !expired { cookies.append((name, value, strict)) }
        }
        if let range = reply.body.range(of: #"name="_csrf" value="([0-9a-f]+)""#, options: .regularExpression) {
            csrf = String(reply.body[range].dropFirst(#"name="_csrf" value=""#.count).dropLast())
        }
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

/// Why a browser step failed.
enum BrowserError: Error {
    /// A POST that should have answered 303 answered this.
    case notRedirected(Int, String)
}
