import Foundation
import Presentation
import Testing
import TestSupport
@testable import KioskWebApp

/// The app-independent behaviour of the server, over loopback: sessions and their cookie,
/// security headers, CSRF, body limits, form decoding, static files and error pages.
@Suite(.hangGuard) struct WebServerTests {
    static let securityHeaders = [
        ("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
    ]

    func expectSecurityHeaders(_ reply: HTTPReply, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, value) in Self.securityHeaders {
            #expect(reply.header(name) == value, "\(name) on \(what)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Tests

    @Test func theHomePageListsTheThreeApps() async throws {
        try await WebHarness.with { web in
            let reply = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/"))
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "text/html; charset=utf-8")
            #expect(reply.header("Cache-Control") == "no-store")
            for app in KioskApp.allCases { #expect(reply.body.contains(">\(app.title.replacingOccurrences(of: "'", with: "&#39;"))<")) }
            #expect(reply.body.contains(#"<a class="app" href="/counters">"#))
        }
    }

    @Test func anAppsPageStartsASessionWithAStrictCookieAndALaxNavigationCookie() async throws {
        try await WebHarness.with { web in
            let reply = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/counters"))
            #expect(reply.status == 200)
            let cookies = reply.headers("Set-Cookie").map { $0.components(separatedBy: "; ") }
            #expect(cookies.count == 2)
            let strict = try #require(cookies.first { $0[0].hasPrefix("kiosk_session=") })
            let lax = try #require(cookies.first { $0[0].hasPrefix("kiosk_nav=") })
            let id = String(strict[0].dropFirst("kiosk_session=".count))
            #expect(RandomToken.isWellFormed(id))
            #expect(lax[0] == "kiosk_nav=\(id)")
            #expect(Set(strict.dropFirst()) == ["Path=/", "HttpOnly", "SameSite=Strict"])
            #expect(Set(lax.dropFirst()) == ["Path=/", "HttpOnly", "SameSite=Lax"])
        }
    }

    @Test func aKnownCookieKeepsItsSessionAndSetsNoNewCookie() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            try await browser.get("/counters")
            let cookie = browser.cookie
            let again = try await browser.get("/counters")
            #expect(again.headers("Set-Cookie").isEmpty)
            #expect(browser.cookie == cookie)
            #expect(await web.server.sessions.count == 1)
        }
    }

    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            expectSecurityHeaders(try await browser.get("/"), "the home page")
            expectSecurityHeaders(try await browser.get("/counters"), "a page")
            expectSecurityHeaders(try await browser.get("/static/kiosk.css"), "a static file")
            expectSecurityHeaders(try await browser.get("/nowhere"), "a 404")
            expectSecurityHeaders(try await browser.post("/counters/edit"), "a redirect")
            expectSecurityHeaders(try await browser.post("/counters/edit", csrf: "wrong"), "a 403")
        }
    }

    @Test func staticFilesHaveTheirContentTypeAndAYearLongCache() async throws {
        try await WebHarness.with { web in
            let css = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/static/kiosk.css"))
            #expect(css.status == 200)
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            #expect(css.header("Cache-Control") == "public, max-age=31536000, immutable")
            #expect(css.body.contains("min-height: var(--touch)"))
            // The same files for everyone: fetching them starts no session.
            #expect(css.headers("Set-Cookie").isEmpty)
            let script = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/static/live.js"))
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            let missing = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/static/nothing.js"))
            #expect(missing.status == 404)
            let page = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/counters"))
            #expect(page.body.range(of: #"href="/static/kiosk\.css\?v=[0-9a-f]+""#, options: .regularExpression) != nil)
            #expect(page.body.range(of: #"<script src="/static/live\.js\?v=[0-9a-f]+" defer></script>"#, options: .regularExpression) != nil)
        }
    }

    @Test func pagesHaveNoInlineScriptOrStyle() async throws {
        try await WebHarness.with(counters: [Counter(id: "a", title: "Tea", count: 1)]) { web in
            let browser = web.browser()
            for path in ["/", "/counters", "/nowhere"] {
                let body = try await browser.get(path).body
                #expect(!body.contains("style="), "\(path)")
                #expect(!body.contains("<style"), "\(path)")
                #expect(!body.contains("<script>"), "\(path)")
                #expect(body.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil, "\(path): no event handler attributes")
            }
        }
    }

    @Test func anUnknownAddressIsA404PageWithAWayHome() async throws {
        try await WebHarness.with { web in
            let reply = try await web.browser().get("/wine/nothing")
            #expect(reply.status == 404)
            #expect(reply.body.contains("Page not found"))
            #expect(reply.body.contains(#"href="/""#))
        }
    }

    @Test func aPostWithoutTheSessionsTokenIsRefusedAndChangesNothing() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            try await browser.get("/counters")
            let missing = try await RawHTTP.exchange(port: web.port, RawHTTP.request(
                "POST", "/counters/add", headers: browser.cookieHeader + [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array("title=Tea".utf8)
            ))
            #expect(missing.status == 403)
            #expect(missing.body.contains("This form was not accepted"))
            #expect(missing.body.contains("It was not carried out."))
            #expect(try await browser.post("/counters/add", [("title", "Tea")], csrf: "0123456789abcdef0123456789abcdef").status == 403)
            #expect(try await browser.get("/counters").body.contains("No counters yet"))
            #expect(web.counters.counters.isEmpty)
        }
    }

    @Test func anotherBrowsersTokenIsRefused() async throws {
        try await WebHarness.with { web in
            let ana = web.browser(), bea = web.browser()
            try await ana.get("/counters")
            try await bea.get("/counters")
            #expect(ana.cookie != bea.cookie)
            #expect(ana.csrf != bea.csrf)
            #expect(try await ana.post("/counters/add", [("title", "Tea")], csrf: bea.csrf).status == 403)
            #expect(try await ana.post("/counters/add", [("title", "Tea")]).status == 303)
        }
    }

    @Test func aBodyOverTheLimitIsRefusedWith413() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            try await browser.get("/")
            let big = "_csrf=\(browser.csrf ?? "")&title=" + String(repeating: "a", count: 70_000)
            let declared = try await RawHTTP.exchange(port: web.port, RawHTTP.request(
                "POST", "/counters/add", headers: browser.cookieHeader + [("Content-Type", "application/x-www-form-urlencoded")], body: Array(big.utf8)
            ))
            #expect(declared.status == 413)
            #expect(declared.body.contains("at most 64 KiB"))
            // Chunked: no length up front, so the limit applies while reading.
            let bytes = Array(big.utf8)
            var chunked: [UInt8] = []
            for start in stride(from: 0, to: bytes.count, by: 8192) {
                let chunk = bytes[start..<min(start + 8192, bytes.count)]
                chunked += Array((String(chunk.count, radix: 16) + "\r\n").utf8) + chunk + Array("\r\n".utf8)
            }
            chunked += Array("0\r\n\r\n".utf8)
            let streamed = try await RawHTTP.exchange(port: web.port, RawHTTP.request(
                "POST", "/counters/add",
                headers: browser.cookieHeader + [("Content-Type", "application/x-www-form-urlencoded"), ("Transfer-Encoding", "chunked")],
                body: chunked
            ))
            #expect(streamed.status == 413)
            #expect(web.counters.counters.isEmpty)
        }
    }

    @Test func aMalformedFormIs400AndAnotherContentTypeIs415() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            try await browser.get("/")
            let malformed = try await RawHTTP.exchange(port: web.port, RawHTTP.request(
                "POST", "/counters/add", headers: browser.cookieHeader + [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array("_csrf=\(browser.csrf ?? "")&title=%E2%8".utf8)
            ))
            #expect(malformed.status == 400)
            #expect(malformed.body.contains("field 2 has a “%” that is not followed by two hexadecimal digits"))
            let json = try await RawHTTP.exchange(port: web.port, RawHTTP.request(
                "POST", "/counters/add", headers: browser.cookieHeader + [("Content-Type", "application/json")],
                body: Array(#"{"title": "Tea"}"#.utf8)
            ))
            #expect(json.status == 415)
            let query = try await browser.get("/counters?q=%FF")
            #expect(query.status == 400)
            #expect(web.counters.counters.isEmpty)
        }
    }

    @Test func anExpiredSessionsCookieGetsANewSessionAndItsOldFormsAreRefused() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            try await browser.get("/counters")
            let (oldCookie, oldToken) = (browser.cookie, browser.csrf)
            web.clock.advance(by: .seconds(31 * 60))
            let refused = try await browser.post("/counters/add", [("title", "Tea")], csrf: oldToken)
            #expect(refused.status == 403)
            #expect(refused.headers("Set-Cookie").isEmpty, "a refused form starts no session")
            #expect(await !web.server.sessions.contains(oldCookie ?? ""))
            try await browser.get("/counters")
            #expect(browser.cookie != oldCookie)
            #expect(try await browser.post("/counters/add", [("title", "Tea")]).status == 303)
        }
    }

    @Test func theSessionBoundEvictsTheLeastRecentlyUsedBrowser() async throws {
        var limits = WebLimits.forTests
        limits.maximumSessions = 2
        try await WebHarness.with(limits: limits) { web in
            let ana = web.browser(), bea = web.browser(), cai = web.browser()
            try await ana.get("/counters")
            web.clock.advance(by: .seconds(1))
            try await bea.get("/counters")
            web.clock.advance(by: .seconds(1))
            try await ana.get("/counters")
            web.clock.advance(by: .seconds(1))
            try await cai.get("/counters")
            #expect(await web.server.sessions.count == 2)
            let anaCookie = ana.cookie, beaCookie = bea.cookie
            try await ana.get("/counters")
            #expect(ana.cookie == anaCookie)
            try await bea.get("/counters")
            #expect(bea.cookie != beaCookie, "Bea's session was the least recently used")
        }
    }
}
