import Foundation
import Testing
import TestSupport
@testable import KioskWebApp

/// The Wine Club's pages over loopback against a real kiosk-mock, as a browser without
/// JavaScript uses them: every button a form, every POST a 303 to the next page.
// NB: the limit catches a hang, with room for a loaded `make test` on a slower machine of the
// CI's kind, where a walk through these pages takes minutes.
@Suite(.hangGuard) struct WineRoutesTests {
    /// The catalog's wine names, in order.
    func names(_ page: String) -> [String] {
        matches(#"<a class="title" href="/wine/wines/[0-9]+">([^<]*)</a>"#, in: page)
    }

    func matches(_ pattern: String, in page: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).map {
            (page as NSString).substring(with: $0.range(at: 1))
        }
    }

    /// Creates an employee and signs in as them.
    func signIn(_ browser: BrowserSession, first: String, last: String, pin: String) async throws {
        _ = try await browser.get("/wine/sign-in")
        let created = try await browser.press("/wine/new-employee", [("firstName", first), ("lastName", last), ("email", ""), ("pin", pin)])
        #expect(created.body.contains("\(first) \(last) can now sign in with their PIN."))
        let signedIn = try await browser.press("/wine/sign-in", [("pin", pin)])
        #expect(signedIn.body.contains("Welcome, \(first)."), "\(signedIn.body)")
    }

    // MARK: Tests

    @Test func aPersonSignsInImportsAddsChecksOutAndSeesTheOrderOnce() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            #expect(try await browser.get("/wine").header("Location") == "/wine/sign-in")
            try await signIn(browser, first: "Ana", last: "Lima", pin: "4321")
            let empty = try await browser.get("/wine/catalog")
            #expect(empty.body.contains("The catalog is empty."))
            _ = try await browser.press("/wine/import")
            let found = try await browser.get("/wine/catalog?q=cellars")
            #expect(names(found.body) == ["Napa Cellars Merlot 2007", "Twomey Cellars by Silver Oak Merlot 2007"])
            #expect(found.body.contains(#"<input id="q" name="q" type="search" value="cellars""#))
            #expect(found.body.contains(#"src="/wine/labels/104663""#))

            // The detail's quantity field: a refusal beside it, with what was typed kept.
            let refused = try await browser.press("/wine/wines/104663/add", [("quantity", "abc")])
            #expect(refused.body.contains(#"value="abc""#))
            #expect(refused.body.contains(#"<p id="quantity-error" class="field-error">must be a whole number from 1 to 999"#), "\(refused.body)")
            let added = try await browser.press("/wine/wines/104663/add", [("quantity", "3")])
            #expect(added.body.contains("In the cart: 3 of this wine, 3 in all."))
            // The quick add, from the page of the catalog the person was on.
            let quick = try await browser.press("/wine/catalog/add", [("id", "112172"), ("quantity", "2"), ("q", "cellars")])
            #expect(quick.body.contains("Added 2 × Twomey Cellars by Silver Oak Merlot 2007 to the cart (5 in all)."), "\(quick.body)")

            let stepped = try await browser.press("/wine/cart/step", [("id", "104663"), ("by", "1")])
            #expect(stepped.body.contains("Total: <strong>$188.00</strong>, 6 bottles in 2 lines"), "\(stepped.body)")
            let zero = try await browser.press("/wine/cart/set", [("id", "112172"), ("quantity", "0")])
            #expect(zero.body.contains("quantity: must be at least 1; to take a wine out of the cart, remove its line"))

            // From another page, a cart button works on the lines the cart reads first.
            _ = try await browser.get("/wine/catalog")
            let asked = try await browser.press("/wine/cart/checkout")
            #expect(asked.body.contains("Place the order for 6 bottles (2 wines), $188.00?"))
            let confirmed = try await browser.post("/wine/cart/checkout/confirm")
            #expect(confirmed.header("Location") == "/wine/thanks")
            let thanks = try await browser.get("/wine/thanks")
            #expect(thanks.body.contains("Thank you! Your order number is W-000001."))
            // The back button's copy of the confirmation, posted again, orders nothing.
            let again = try await browser.post("/wine/cart/checkout/confirm")
            #expect(again.status == 303)
            let orders = try await browser.get("/wine/orders")
            #expect(matches(#"<h2>(W-[0-9]+) <small>"#, in: orders.body) == ["W-000001"])
            #expect(orders.body.contains("4 × Napa Cellars Merlot 2007"))
            // Its printable receipt: the same lines and totals as the CLI's, nobody else's order.
            #expect(orders.body.contains(#"href="/wine/orders/W-000001/receipt""#))
            let receipt = try await browser.get("/wine/orders/W-000001/receipt")
            #expect(receipt.status == 200)
            for part in ["Wine Club", "Order W-000001", "4 × Napa Cellars Merlot 2007", "$88.00", "Bottles", "Served by"] {
                #expect(receipt.body.contains(part), "\(part)")
            }
            #expect(try await browser.get("/wine/orders/W-000002/receipt").status == 404)
            // The order number's rule is the CLI's (WineOrder.number): "1" is W-000001.
            #expect(try await browser.get("/wine/orders/1/receipt").body.contains("Order W-000001"))
            let wrong = try await browser.get("/wine/orders/W-x/receipt")
            #expect(wrong.status == 400)
            #expect(wrong.body.contains("must be an order number such as W-000001 or 1"), "\(wrong.body)")

            _ = try await browser.press("/wine/sign-out")
            #expect(try await browser.get("/wine/orders/W-000001/receipt").header("Location") == "/wine/sign-in")
            #expect(try await browser.get("/wine/cart").header("Location") == "/wine/sign-in")
        }
    }

    @Test func twoBrowsersAreTwoEmployeesWithTheirOwnCarts() async throws {
        try await MockWebHarness.with { web in
            let ana = web.browser()
            let bea = web.browser()
            try await signIn(ana, first: "Ana", last: "Lima", pin: "4321")
            try await signIn(bea, first: "Bea", last: "Souza", pin: "8765")
            _ = try await ana.press("/wine/import")
            _ = try await ana.press("/wine/wines/104663/add", [("quantity", "2")])
            _ = try await bea.press("/wine/wines/112172/add", [("quantity", "5")])
            let anaCart = try await ana.get("/wine/cart")
            let beaCart = try await bea.get("/wine/cart")
            #expect(anaCart.body.contains(#"<span class="who">Ana Lima</span>"#))
            #expect(names(anaCart.body) == ["Napa Cellars Merlot 2007"])
            #expect(beaCart.body.contains(#"<span class="who">Bea Souza</span>"#))
            #expect(names(beaCart.body) == ["Twomey Cellars by Silver Oak Merlot 2007"])
            // One signs out; the other stays signed in.
            _ = try await ana.press("/wine/sign-out")
            #expect(try await ana.get("/wine/cart").header("Location") == "/wine/sign-in")
            #expect(try await bea.get("/wine/cart").status == 200)
        }
    }

    @Test func aWrongPINIsSaidBesideTheFieldAndCountedLikeEverywhere() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            try await signIn(browser, first: "Ana", last: "Lima", pin: "4321")
            _ = try await browser.press("/wine/sign-out")
            let wrong = try await browser.press("/wine/sign-in", [("pin", "9999")])
            #expect(wrong.body.contains(#"<p id="pin-error" class="field-error">no employee has this PIN"#), "\(wrong.body)")
            // NB: the PIN typed is never written back into the page.
            #expect(!wrong.body.contains("9999"))
            var slowed = wrong
            for _ in 0..<4 { slowed = try await browser.press("/wine/sign-in", [("pin", "9999")]) }
            #expect(slowed.body.contains("try again in"), "\(slowed.body)")
        }
    }

    @Test func aNewEmployeesRefusalNamesTheRuleBesideItsFieldAndKeepsTheInput() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            _ = try await browser.get("/wine/new-employee")
            let refused = try await browser.press("/wine/new-employee", [("firstName", "Ana"), ("lastName", "<b>Lima</b>"), ("email", "x@y.z"), ("pin", "12")])
            #expect(refused.body.contains(#"<p id="pin-error" class="field-error">must be 4 to 8 digits long (got 2)</p>"#), "\(refused.body)")
            #expect(refused.body.contains(#"value="&lt;b&gt;Lima&lt;/b&gt;""#))
            #expect(!refused.body.contains("<b>Lima</b>"))
        }
    }

    @Test func aNewEmployeeFormShowsEveryRefusedFieldAtOnce() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            _ = try await browser.get("/wine/new-employee")
            let refused = try await browser.press("/wine/new-employee", [("firstName", " "), ("lastName", "Lima"), ("email", "not-an-address"), ("pin", "12")])
            #expect(refused.body.contains(#"<p id="firstName-error" class="field-error">is required</p>"#), "\(refused.body)")
            #expect(refused.body.contains(#"id="email-error""#))
            #expect(refused.body.contains(#"<p id="pin-error" class="field-error">must be 4 to 8 digits long (got 2)</p>"#))
            #expect(!refused.body.contains(#"id="lastName-error""#))
        }
    }

    @Test func formsWithoutTheSessionsTokenAndBadAddressesAreRefused() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            _ = try await browser.get("/wine/sign-in")
            #expect(try await browser.post("/wine/sign-in", [("pin", "4321")], csrf: "0000").status == 403)
            try await signIn(browser, first: "Ana", last: "Lima", pin: "4321")
            let page = try await browser.get("/wine/catalog?page=zero")
            #expect(page.status == 400)
            #expect(page.body.contains("page: must be a whole number from 1 (got zero)"))
            #expect(try await browser.get("/wine/catalog?sort=price").status == 400)
            #expect(try await browser.get("/wine/wines/abc").status == 400)
            // A label is served only for a wine this session was shown.
            #expect(try await browser.get("/wine/labels/104663").status == 404)
        }
    }
}
