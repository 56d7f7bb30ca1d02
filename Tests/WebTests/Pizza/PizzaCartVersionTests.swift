import Foundation
import Testing
import TestSupport
@testable import KioskWebApp

/// Nenno's cart is the data directory's, shared by every browser: "Check out" names the cart as
/// the store holds it, and "Place the order" sends what the confirmation named or nothing.
@Suite(.hangGuard) struct PizzaCartVersionTests {
    @Test func anOpenCartPageIsToldWhatAnotherBrowserAdded() async throws {
        var limits = WebLimits.forTests
        limits.changePollInterval = .milliseconds(50)
        try await MockWebHarness.with(limits: limits) { web in
            let here = web.browser(), there = web.browser()
            _ = try await here.get("/pizza/cart")
            let events = try await RawHTTP.open(port: web.server.port, RawHTTP.request("GET", "/events", headers: here.cookieHeader))
            defer { events.close() }
            #expect(try await events.wait(for: "retry: 2000"))
            _ = try await there.get("/pizza")
            _ = try await there.press("/pizza/menu/add", [("index", "0")])
            #expect(try await events.wait(for: "event: changed\ndata: pizza"))
            let total = "Total: <strong>1 item, $5.50</strong>"
            #expect(try await here.get("/pizza/cart?live=1", untilItContains: total).body.contains(total))
        }
    }

    @Test func aCartChangedByAnotherBrowserAfterTheConfirmationSendsNothingAndShowsWhatChanged() async throws {
        try await MockWebHarness.with { web in
            let here = web.browser(), there = web.browser()
            _ = try await here.get("/pizza")
            _ = try await here.press("/pizza/menu/add", [("index", "0")])
            #expect(try await here.get("/pizza/cart").body.contains("Total: <strong>1 item, $5.50</strong>"))
            _ = try await there.get("/pizza")
            _ = try await there.press("/pizza/menu/add", [("index", "0")])
            // A reload reads the cart again.
            #expect(try await here.get("/pizza/cart").body.contains("Total: <strong>2 items, $11.00</strong>"))
            let asked = try await here.press("/pizza/cart/checkout")
            #expect(asked.body.contains("Place the order: 2 items, $11.00?"), "\(asked.body)")
            _ = try await there.get("/pizza/drinks")
            _ = try await there.press("/pizza/drinks/add", [("id", "1")])
            let placed = try await here.press("/pizza/cart/checkout/confirm")
            #expect(placed.body.contains("it changed after the order was confirmed (then 2 items, $11.00; now 3 items,"), "\(placed.body)")
            #expect(placed.body.contains("nothing was ordered"))
            #expect(try await web.mock.received("POST", "/post") == 0)
            #expect(placed.body.contains("Total: <strong>3 items,"))
        }
    }
}
