import Foundation
import Presentation
import Testing
import TestSupport
@testable import KioskWebApp

/// The Counters page over loopback, as a browser without JavaScript uses it: every button a
/// form, every POST a 303 back to the list.
@Suite(.hangGuard) struct CountersRoutesTests {
    /// The rows' titles and counts as the page shows them, in order.
    func rows(_ page: String) -> [String] {
        let pattern = #"<span class="count">(-?[0-9]+)</span>\s*<span class="title[^"]*">([^<]*)</span>"#
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { match in
            let count = (page as NSString).substring(with: match.range(at: 1))
            let title = (page as NSString).substring(with: match.range(at: 2))
            return "\(count) \(title)"
        }
    }

    func id(of title: String, in web: WebHarness) throws -> String {
        try #require(web.counters.counters.first { $0.title == title }).id.rawValue
    }

    // MARK: Tests

    @Test func theFirstVisitLoadsAndSyncsTheList() async throws {
        try await WebHarness.with(counters: [Counter(id: "a", title: "Tea", count: 2)]) { web in
            let page = try await web.browser().get("/counters")
            #expect(page.status == 200)
            #expect(rows(page.body) == ["2 Tea"])
            #expect(page.body.contains("1 item · Counted 2 times"))
            #expect(page.body.contains(#"data-sync="synced">All changes synced<"#))
            #expect(page.body.contains("<title>Counters · Kiosk</title>"))
            #expect(page.body.contains(#"<a class="home" href="/">"#))
        }
    }

    @Test func anEmptyListShowsTheViewModelsTexts() async throws {
        try await WebHarness.with { web in
            let page = try await web.browser().get("/counters").body
            #expect(page.contains("<h2>No counters yet</h2>"))
            #expect(page.contains("Willie Nelson"))
            #expect(page.contains(">Create a counter</a>"))
        }
    }

    @Test func addingIncrementingAndDecrementingReachTheServerAndRedirectToTheList() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            try await browser.get("/counters")
            let added = try await browser.post("/counters/add", [("title", "Tea")])
            #expect(added.status == 303)
            #expect(added.header("Location") == "/counters")
            try await browser.press("/counters/add", [("title", "Naps")])
            let tea = try id(of: "Tea", in: web)
            try await browser.press("/counters/increment", [("id", tea)])
            try await browser.press("/counters/increment", [("id", tea)])
            let page = try await browser.press("/counters/decrement", [("id", try id(of: "Naps", in: web))])
            #expect(rows(page.body) == ["2 Tea", "-1 Naps"])
            #expect(page.body.contains("2 items · Counted 1 time"))
            #expect(web.counters.counters.map { "\($0.count) \($0.title ?? "")" } == ["2 Tea", "-1 Naps"])
        }
    }

    @Test func titlesFromTheServerAreTextNeverMarkup() async throws {
        let hostile = [
            Counter(id: "a", title: "<script>alert(1)</script>", count: 1),
            Counter(id: "b", title: #""><img src=x onerror=alert(1)>"#, count: 2),
            Counter(id: "c", title: "Tom's {{title}} & co", count: 3),
        ]
        try await WebHarness.with(counters: hostile) { web in
            let page = try await web.browser().get("/counters").body
            #expect(!page.contains("<script>alert"))
            #expect(!page.contains("<img"))
            #expect(!page.contains("onerror=alert(1)>"))
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(page.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
            #expect(page.contains(#"aria-label="Increase &quot;&gt;&lt;img src=x onerror=alert(1)&gt;""#))
            #expect(page.contains("Tom&#39;s {{title}} &amp; co"))
        }
    }

    @Test func aRefusedTitleIsShownBesideTheFieldWithTheInputKept() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            try await browser.get("/counters")
            let long = String(repeating: "é", count: 201)
            let page = try await browser.press("/counters/add", [("title", long)]).body
            #expect(page.contains(#"<p id="title-error" class="field-error">title: must be at most 200 characters (got 201)</p>"#))
            #expect(page.contains(#"value="\#(long)""#))
            #expect(page.contains(#"aria-invalid="true" aria-describedby="title-error""#))
            #expect(!page.contains("role=\"alertdialog\""))
            let emptied = try await browser.press("/counters/add", [("title", "  ")]).body
            #expect(emptied.contains("title: must not be empty"))
            #expect(web.counters.counters.isEmpty)
            let accepted = try await browser.press("/counters/add", [("title", "Tea")]).body
            #expect(!accepted.contains("field-error"))
            #expect(accepted.contains(#"id="title" name="title" type="text" value="""#))
        }
    }

    @Test func aSearchIsInTheAddressAndKeptAcrossEveryButton() async throws {
        let counters = [Counter(id: "a", title: "Tea", count: 0), Counter(id: "b", title: "Café", count: 0), Counter(id: "c", title: "Naps", count: 0)]
        try await WebHarness.with(counters: counters) { web in
            let browser = web.browser()
            let found = try await browser.get("/counters?q=cafe")
            #expect(rows(found.body) == ["0 Café"])
            #expect(found.body.contains(#"<input id="q" name="q" type="search" value="cafe""#))
            #expect(found.body.contains(#"data-live-url="/counters/live?q=cafe""#))
            let stepped = try await browser.post("/counters/increment", [("q", "cafe"), ("id", "b")])
            #expect(stepped.header("Location") == "/counters?q=cafe")
            let spaced = try await browser.post("/counters/edit", [("q", "tea & naps")])
            #expect(spaced.header("Location") == "/counters?q=tea%20%26%20naps")
            let none = try await browser.get("/counters?q=coffee")
            #expect(none.body.contains(#"<p class="placeholder">No results</p>"#))
            #expect(rows(try await browser.get("/counters").body).count == 3)
        }
    }

    @Test func aPageLoadedAgainShowsWhatAnotherBrowserRecordedMeanwhile() async throws {
        // Ana has no live updates open: only her reload can tell her of Bea's change.
        try await WebHarness.with(counters: [Counter(id: "a", title: "Tea", count: 0)]) { web in
            let ana = web.browser(), bea = web.browser()
            #expect(rows(try await ana.get("/counters").body) == ["0 Tea"])
            try await bea.get("/counters")
            try await bea.press("/counters/increment", [("id", "a")])
            #expect(rows(try await ana.get("/counters").body) == ["1 Tea"])
        }
    }

    @Test func twoTabsOfOneSessionEachShowTheSearchInTheirAddress() async throws {
        // A tab left on a search keeps reading its live parts while another tab (or the next
        // page after "Clear") reads the whole list: neither may be shown the other's search.
        let counters = [Counter(id: "a", title: "Tea", count: 0), Counter(id: "c", title: "Naps", count: 0)]
        try await WebHarness.with(counters: counters) { web in
            let browser = web.browser()
            _ = try await browser.get("/counters")
            for _ in 0..<20 {
                async let filtered = browser.get("/counters/live?q=naps")
                async let whole = browser.get("/counters")
                let (narrow, all) = try await (filtered, whole)
                #expect(rows(narrow.body) == ["0 Naps"])
                #expect(rows(all.body) == ["0 Tea", "0 Naps"])
            }
        }
    }

    @Test func editModeSelectsAndDeletesAfterConfirmation() async throws {
        let counters = [Counter(id: "a", title: "Tea", count: 1), Counter(id: "b", title: "Naps", count: 2), Counter(id: "c", title: "Walks", count: 3)]
        try await WebHarness.with(counters: counters) { web in
            let browser = web.browser()
            try await browser.get("/counters")
            var page = try await browser.press("/counters/edit").body
            #expect(page.contains("0 selected"))
            #expect(!page.contains(#"action="/counters/add""#))
            try await browser.press("/counters/select", [("id", "a")])
            page = try await browser.press("/counters/select", [("id", "c")]).body
            #expect(page.contains("2 selected"))
            #expect(page.contains(#"aria-pressed="true""#))
            page = try await browser.press("/counters/delete").body
            #expect(page.contains("<h2 id=\"confirm-title\">Delete 2 counters?</h2>"))
            #expect(page.contains("<p>This cannot be undone.</p>"))
            #expect(web.counters.counters.count == 3, "nothing deleted before the confirmation")
            page = try await browser.press("/counters/delete/cancel").body
            #expect(!page.contains("confirm-title"))
            try await browser.press("/counters/delete")
            page = try await browser.press("/counters/delete/confirm").body
            #expect(rows(page) == ["2 Naps"])
            #expect(web.counters.counters.map(\.title) == ["Naps"])
            #expect(page.contains(#"action="/counters/add""#), "edit mode ended")
        }
    }

    @Test func anUnreachableServerShowsTheBannerAndRetrySyncsThePendingChange() async throws {
        try await WebHarness.with(counters: [Counter(id: "a", title: "Tea", count: 0)]) { web in
            let browser = web.browser()
            try await browser.get("/counters")
            web.counters.setFaults { _ in .refused }
            var page = try await browser.press("/counters/increment", [("id", "a")]).body
            #expect(page.contains("Offline · 1 change pending · can&#39;t reach the Counters server"))
            #expect(page.contains(#"<form method="post" action="/counters/refresh">"#))
            #expect(page.contains(#"<span class="badge">pending</span>"#))
            #expect(rows(page) == ["1 Tea"])
            web.counters.setFaults { _ in nil }
            page = try await browser.press("/counters/refresh").body
            #expect(!page.contains("can&#39;t reach"))
            #expect(web.counters.counters.first?.count == 1)
        }
    }

    @Test func aChangeTheServerCannotApplyIsAnAlertThatCanBeDismissed() async throws {
        try await WebHarness.with(counters: [Counter(id: "a", title: "Tea", count: 0)]) { web in
            let browser = web.browser()
            try await browser.get("/counters")
            web.counters.setCounters([])
            var page = try await browser.press("/counters/increment", [("id", "a")]).body
            #expect(page.contains(#"<div class="alert" role="alertdialog" aria-labelledby="alert-title">"#))
            #expect(page.contains("Couldn’t update the “Tea” counter to 1"))
            #expect(page.contains(#"action="/counters/alert/dismiss""#))
            #expect(!page.contains(#"action="/counters/alert/retry""#), "retrying cannot help a deleted counter")
            page = try await browser.press("/counters/alert/dismiss").body
            #expect(!page.contains("alertdialog"))
            #expect(page.contains("No counters yet"))
        }
    }

    @Test func aFormWithoutACounterIdIsABadRequest() async throws {
        try await WebHarness.with { web in
            let browser = web.browser()
            try await browser.get("/counters")
            let reply = try await browser.post("/counters/increment")
            #expect(reply.status == 400)
            #expect(reply.body.contains("id: must name a counter"))
        }
    }

    @Test func twoBrowsersHaveTheirOwnPageState() async throws {
        try await WebHarness.with(counters: [Counter(id: "a", title: "Tea", count: 0), Counter(id: "b", title: "Naps", count: 0)]) { web in
            let ana = web.browser(), bea = web.browser()
            try await ana.get("/counters")
            try await bea.get("/counters")
            try await ana.press("/counters/edit")
            try await ana.press("/counters/select", [("id", "a")])
            try await bea.press("/counters/add", [("title", "")])
            let anaPage = try await ana.get("/counters").body
            let beaPage = try await bea.get("/counters").body
            #expect(anaPage.contains("1 selected") && !anaPage.contains("field-error"))
            #expect(!beaPage.contains("selected<") && beaPage.contains("title: must not be empty"))
            #expect(beaPage.contains(#"action="/counters/add""#))
        }
    }
}
