import Foundation
import Testing
import TestSupport
@testable import KioskWebApp

/// Sessions nobody can flush, fix or replace: requests that need no state store none, a flood of
/// cookieless requests never evicts a signed-in employee, a sign-in and a sign-out get a new id
/// and token, a link from another site keeps the session, and a refusal says what it knows.
@Suite(.hangGuard) struct SessionSafetyTests {
    /// Creates Ana and leaves the browser on the sign-in page, not signed in.
    func signUp(_ browser: BrowserSession, pin: String = "4321") async throws {
        _ = try await browser.get("/wine/sign-in")
        _ = try await browser.press("/wine/new-employee", [("firstName", "Ana"), ("lastName", "Lima"), ("email", ""), ("pin", pin)])
        _ = try await browser.get("/wine/sign-in")
    }

    func signUpAndIn(_ browser: BrowserSession, pin: String = "4321") async throws {
        try await signUp(browser, pin: pin)
        let signedIn = try await browser.press("/wine/sign-in", [("pin", pin)])
        #expect(signedIn.body.contains(#"<span class="who">Ana Lima</span>"#), "\(signedIn.body)")
    }

    // MARK: Tests

    @Test func pagesThatNeedNoStateStoreNoSession() async throws {
        try await WebHarness.with { web in
            for path in ["/", "/static/kiosk.css", "/nowhere"] {
                let reply = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", path))
                #expect(reply.headers("Set-Cookie").isEmpty, "\(path)")
            }
            #expect(await web.server.sessions.count == 0)
        }
    }

    @Test func aFloodOfCookielessRequestsNeverSignsAnEmployeeOut() async throws {
        var limits = WebLimits.forTests
        limits.maximumSessions = 5
        try await WebHarness.with(limits: limits) { web in
            let ana = web.browser()
            try await signUpAndIn(ana)
            for _ in 0..<40 {
                // NB: time passes, so the employee's session is the least recently used.
                web.clock.advance(by: .seconds(1))
                let reply = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/wine/sign-in"))
                #expect([200, 429].contains(reply.status))
            }
            let page = try await ana.get("/wine/catalog")
            #expect(page.status == 200)
            #expect(page.body.contains(#"<span class="who">Ana Lima</span>"#), "\(page.body)")
            #expect(await web.server.sessions.count <= 6)
        }
    }

    @Test func oneClientStartsOnlySoManySessionsAMinute() async throws {
        try await WebHarness.with { web in
            var statuses: [Int] = []
            for _ in 0..<WebLimits.forTests.newSessionsPerClient {
                statuses.append(try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/wine/sign-in")).status)
            }
            #expect(statuses.prefix(WebLimits.forTests.newSessionsPerClient).allSatisfy { $0 == 200 })
            let refused = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/wine/sign-in"))
            #expect(refused.status == 429)
            #expect(refused.headers("Set-Cookie").isEmpty)
            #expect(refused.body.contains("Too many new visits"), "\(refused.body)")
            web.clock.advance(by: .seconds(60))
            #expect(try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/wine/sign-in")).status == 200)
        }
    }

    @Test func aSignInAndASignOutGiveANewSessionIdAndToken() async throws {
        try await WebHarness.with { web in
            let ana = web.browser()
            try await signUp(ana)
            let (planted, plantedToken) = (try #require(ana.cookie), try #require(ana.csrf))
            // A page that planted this cookie before the sign-in knows it; the sign-in leaves it behind.
            let signedIn = try await ana.post("/wine/sign-in", [("pin", "4321")])
            #expect(signedIn.headers("Set-Cookie").contains { $0.hasPrefix("kiosk_session=") })
            #expect(ana.cookie != planted)
            let attacker = web.browser()
            attacker.setCookie(planted)
            #expect(try await attacker.get("/wine/catalog").header("Location") == "/wine/sign-in")
            let catalog = try await ana.get("/wine/catalog")
            #expect(catalog.body.contains(#"<span class="who">Ana Lima</span>"#))
            #expect(ana.csrf != plantedToken)
            #expect(try await ana.post("/wine/sign-out", csrf: plantedToken).status == 403)
            let beforeSignOut = ana.cookie
            let signedOut = try await ana.post("/wine/sign-out")
            #expect(signedOut.status == 303)
            #expect(ana.cookie != beforeSignOut)
        }
    }

    @Test func aScriptsRequestStartsNoSessionSoItCannotUndoARenewal() async throws {
        try await WebHarness.with { web in
            let ana = web.browser()
            try await signUp(ana)
            let before = try #require(ana.cookie)
            _ = try await ana.post("/wine/sign-in", [("pin", "4321")])
            // live.js's fetch of the sign-in page, sent with the id the sign-in just renewed.
            let late = try await RawHTTP.exchange(port: web.port, RawHTTP.request(
                "GET", "/wine/sign-in?live=1", headers: [("Cookie", "kiosk_session=\(before)"), ("Sec-Fetch-Mode", "cors")]
            ))
            #expect(late.status == 403)
            #expect(late.headers("Set-Cookie").isEmpty)
            // Another page's fetch without credentials starts nothing either.
            let count = await web.server.sessions.count
            let fetched = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/wine/sign-in", headers: [("Sec-Fetch-Mode", "no-cors")]))
            #expect(fetched.status == 403 && fetched.headers("Set-Cookie").isEmpty)
            #expect(await web.server.sessions.count == count)
            #expect(try await ana.get("/wine/catalog").body.contains(#"<span class="who">Ana Lima</span>"#))
        }
    }

    @Test func aCookiePlantedForAPathDoesNotShadowTheSignedInSession() async throws {
        try await WebHarness.with { web in
            let ana = web.browser()
            try await signUpAndIn(ana)
            let other = web.browser()
            _ = try await other.get("/wine/sign-in")
            // Another page on 127.0.0.1 sets `kiosk_session=OTHER; Path=/wine`: the browser sends it first.
            let both = [("Cookie", "kiosk_session=\(other.cookie ?? ""); kiosk_session=\(ana.cookie ?? "")")]
            let page = try await RawHTTP.exchange(port: web.port, RawHTTP.request("GET", "/wine/catalog", headers: both))
            #expect(page.status == 200)
            #expect(page.body.contains(#"<span class="who">Ana Lima</span>"#))
        }
    }

    @Test func aLinkFromAnotherSiteShowsThePageAndKeepsTheSession() async throws {
        try await WebHarness.with { web in
            let ana = web.browser()
            try await signUpAndIn(ana)
            let session = ana.cookie
            let linked = try await ana.navigateFromAnotherSite("/wine/catalog")
            #expect(linked.status == 200, "\(linked.status) \(linked.headers)")
            #expect(linked.body.contains(#"<span class="who">Ana Lima</span>"#))
            #expect(!linked.headers("Set-Cookie").contains { $0.hasPrefix("kiosk_session=") })
            #expect(ana.cookie == session)
            #expect(try await ana.get("/wine/catalog").body.contains(#"<span class="who">Ana Lima</span>"#))
        }
    }

    @Test func aFormWithoutALiveSessionIsRefusedWithoutStartingOneAndSaysSo() async throws {
        try await WebHarness.with { web in
            let stranger = web.browser()
            stranger.setCookie("0123456789abcdef0123456789abcdef")
            let refused = try await stranger.post("/wine/sign-out", csrf: "0123456789abcdef0123456789abcdef")
            #expect(refused.status == 403)
            #expect(refused.headers("Set-Cookie").isEmpty)
            #expect(refused.body.contains("did not come from a page of this browser’s session"), "\(refused.body)")
            #expect(await web.server.sessions.count == 0)
        }
    }
}
