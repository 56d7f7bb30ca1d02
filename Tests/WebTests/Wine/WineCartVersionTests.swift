import Foundation
import Testing
import TestSupport
@testable import KioskWebApp

/// The Wine Club's cart is the store's, not a page's picture of it: a reload and "Check out"
/// read it afresh, and "Place the order" orders what the confirmation named or nothing. With
/// the wine pages that must show what they name (another wine's page, an unknown wine, an
/// error swapped in by live.js).
@Suite(.hangGuard) struct WineCartVersionTests {
    func signUpAndIn(_ browser: BrowserSession, pin: String) async throws {
        _ = try await browser.get("/wine/sign-in")
        _ = try await browser.press("/wine/new-employee", [("firstName", "Ana"), ("lastName", "Lima"), ("email", ""), ("pin", pin)])
        try await signIn(browser, pin: pin)
    }

    func signIn(_ browser: BrowserSession, pin: String) async throws {
        _ = try await browser.get("/wine/sign-in")
        let signedIn = try await browser.press("/wine/sign-in", [("pin", pin)])
        #expect(signedIn.body.contains("Welcome, Ana."), "\(signedIn.body)")
    }

    // MARK: Tests

    @Test func aReloadOfTheCartShowsWhatAnotherBrowserOfTheSameEmployeeAdded() async throws {
        try await MockWebHarness.with { web in
            let here = web.browser(), there = web.browser()
            try await signUpAndIn(here, pin: "4321")
            _ = try await here.press("/wine/import")
            _ = try await here.press("/wine/wines/104663/add", [("quantity", "1")])
            #expect(try await here.get("/wine/cart").body.contains("Total: <strong>$22.00</strong>, 1 bottle in 1 line"))
            try await signIn(there, pin: "4321")
            _ = try await there.press("/wine/wines/104663/add", [("quantity", "9")])
            let reloaded = try await here.get("/wine/cart")
            #expect(reloaded.body.contains("Total: <strong>$220.00</strong>, 10 bottles in 1 line"), "\(reloaded.body)")
        }
    }

    @Test func aReloadOfTheOrdersShowsAnOrderPlacedInAnotherBrowser() async throws {
        try await MockWebHarness.with { web in
            let here = web.browser(), there = web.browser()
            try await signUpAndIn(here, pin: "4321")
            _ = try await here.press("/wine/import")
            #expect(!(try await here.get("/wine/orders").body.contains("W-0")))
            try await signIn(there, pin: "4321")
            _ = try await there.press("/wine/wines/104663/add", [("quantity", "1")])
            _ = try await there.press("/wine/cart/checkout")
            _ = try await there.post("/wine/cart/checkout/confirm")
            #expect(try await there.get("/wine/orders").body.contains("W-000001"), "the order was placed")
            let reloaded = try await here.get("/wine/orders")
            #expect(reloaded.body.contains("W-000001"), "\(reloaded.body)")
        }
    }

    @Test func aCartChangedAfterTheConfirmationOrdersNothingAndShowsWhatChanged() async throws {
        try await MockWebHarness.with { web in
            let here = web.browser(), there = web.browser()
            try await signUpAndIn(here, pin: "4321")
            _ = try await here.press("/wine/import")
            _ = try await here.press("/wine/wines/104663/add", [("quantity", "1")])
            _ = try await here.get("/wine/cart")
            try await signIn(there, pin: "4321")
            // The cart page is shown, then changed elsewhere: "Check out" names the cart as it is.
            _ = try await there.press("/wine/wines/112172/add", [("quantity", "2")])
            let asked = try await here.press("/wine/cart/checkout")
            #expect(asked.body.contains("Place the order for 3 bottles (2 wines), $"), "\(asked.body)")
            // Changed between the confirmation and the press: nothing is ordered.
            _ = try await there.press("/wine/wines/104663/add", [("quantity", "9")])
            let placed = try await here.post("/wine/cart/checkout/confirm")
            #expect(placed.header("Location") == "/wine/cart")
            let shown = try await here.get("/wine/cart")
            #expect(shown.body.contains("it changed after the order was confirmed (then 3 bottles,"), "\(shown.body)")
            #expect(shown.body.contains("now 12 bottles"), "\(shown.body)")
            #expect(shown.body.contains("nothing was ordered"))
            #expect(shown.body.contains("12 bottles in 2 lines"))
            #expect(!(try await here.get("/wine/orders").body.contains("W-0")), "no order was placed")
            // Confirmed again, the cart as it is now is ordered.
            _ = try await here.press("/wine/cart/checkout")
            #expect(try await here.press("/wine/cart/checkout/confirm").body.contains("Your order number is W-000001."))
        }
    }

    @Test func aWineOpenedFromAnotherWinesPageShowsThatWine() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            try await signUpAndIn(browser, pin: "4321")
            _ = try await browser.press("/wine/import")
            #expect(try await browser.get("/wine/wines/104663").body.contains("<h2>Napa Cellars Merlot 2007</h2>"))
            let next = try await browser.get("/wine/wines/112172")
            #expect(next.body.contains("<h2>Twomey Cellars by Silver Oak Merlot 2007</h2>"), "\(next.body)")
            #expect(!next.body.contains("no price"))
        }
    }

    @Test func anUnknownWineIsA404PageWithoutAnAddButton() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            try await signUpAndIn(browser, pin: "4321")
            _ = try await browser.press("/wine/import")
            let missing = try await browser.get("/wine/wines/999999")
            #expect(missing.status == 404)
            #expect(!missing.body.contains("Add to cart"))
            #expect(try await browser.post("/wine/wines/999999/add", [("quantity", "1")]).status == 404)
        }
    }

    @Test func aCartErrorIsInThePartsLiveJSSwapsIn() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            try await signUpAndIn(browser, pin: "4321")
            _ = try await browser.press("/wine/import")
            _ = try await browser.press("/wine/wines/104663/add", [("quantity", "1")])
            _ = try await browser.get("/wine/cart")
            // live.js posts the "−" form, then fetches the page's live parts and swaps them.
            #expect(try await browser.post("/wine/cart/step", [("id", "104663"), ("by", "-1")]).status == 303)
            let live = try await browser.get("/wine/cart?live=1")
            let rule = "quantity: must be at least 1; to take a wine out of the cart, remove its line"
            #expect(LiveParts.of(live.body).contains { $0.contains(rule) }, "\(live.body)")
            #expect(try await browser.post("/wine/cart/set", [("id", "104663"), ("quantity", "x")]).status == 303)
            let typed = try await browser.get("/wine/cart?live=1")
            #expect(LiveParts.of(typed.body).contains { $0.contains("must be a whole number from 1 to 999") }, "\(typed.body)")
        }
    }
}
