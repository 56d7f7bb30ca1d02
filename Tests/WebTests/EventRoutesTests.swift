import Foundation
import Presentation
import Testing
import TestSupport
@testable import KioskWebApp

/// `/events`: Server-Sent Events per session.
@Suite(.hangGuard) struct EventRoutesTests {
    func openEvents(_ browser: BrowserSession) async throws -> StreamConnection {
        try await RawHTTP.open(port: browser.port, RawHTTP.request("GET", "/events", headers: browser.cookieHeader))
    }

    // MARK: Tests

    @Test func aChangeToTheSessionsCountersIsAnEventAndHeartbeatsFlow() async throws {
        try await WebHarness.with(counters: [Counter(id: "a", title: "Tea", count: 0)]) { web in
            let browser = web.browser()
            try await browser.get("/counters")
            let events = try await openEvents(browser)
            defer { events.close() }
            #expect(try await events.wait(for: "retry: 2000\n\n"))
            #expect(events.text.hasPrefix("HTTP/1.1 200"))
            #expect(events.text.contains("Content-Type: text/event-stream; charset=utf-8"))
            #expect(try await events.wait(for: ": heartbeat\n\n"))
            try await browser.post("/counters/increment", [("id", "a")])
            #expect(try await events.wait(for: "event: changed\ndata: counters\n\n"))
        }
    }

    @Test func anotherSessionsChangeReachesThisSessionsOpenPage() async throws {
        var limits = WebLimits.forTests
        limits.changePollInterval = .milliseconds(50)
        try await WebHarness.with(counters: [Counter(id: "a", title: "Tea", count: 0)], limits: limits) { web in
            let ana = web.browser(), bea = web.browser()
            try await ana.get("/counters")
            try await bea.get("/counters")
            let events = try await openEvents(ana)
            defer { events.close() }
            #expect(try await events.wait(for: "retry: 2000"))
            // Bea's change is recorded in the database; Ana's open page is told and reads it.
            try await bea.post("/counters/increment", [("id", "a")])
            #expect(try await events.wait(for: "event: changed\ndata: counters"))
            let count = #"<span class="count">1</span>"#
            #expect(try await ana.get("/counters/live", untilItContains: count).body.contains(count))
        }
    }

    @Test func theLiveFragmentHoldsTheBannerTheNoticeAndTheList() async throws {
        try await WebHarness.with(counters: [Counter(id: "a", title: "Tea", count: 4)]) { web in
            let browser = web.browser()
            try await browser.get("/counters")
            let live = try await browser.get("/counters/live")
            #expect(live.status == 200)
            #expect(live.body.contains(#"<div id="banner" class="banner-slot" data-live>"#))
            #expect(live.body.contains(#"<div id="notice" class="notice-slot" data-live>"#))
            #expect(live.body.contains(#"<section id="counters-live" class="counters" data-live>"#))
            #expect(!live.body.contains("<html"))
            #expect(live.body.contains(#"<span class="count">4</span>"#))
        }
    }

    @Test func streamsEndWhenTheServerShutsDown() async throws {
        let web = try await WebHarness.start()
        let browser = web.browser()
        try await browser.get("/counters")
        let events = try await openEvents(browser)
        defer { events.close() }
        #expect(try await events.wait(for: "retry: 2000"))
        await web.server.stop()
        // NB: the stream ends (EOF) rather than the read timing out after 60 s; no wall-clock
        // figure is asserted: on a loaded machine even a prompt end takes seconds.
        #expect(try await events.waitForEnd())
    }
}
