import Foundation
import Testing
import TestSupport
@testable import KioskWebApp

/// Nenno's pages over loopback against a real kiosk-mock, as a browser without JavaScript uses
/// them.
// NB: the limit catches a hang, with room for a loaded `make test` on a slower machine of the
// CI's kind, where a walk through these pages takes minutes.
@Suite(.hangGuard) struct PizzaRoutesTests {
    func matches(_ pattern: String, in page: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).map {
            (page as NSString).substring(with: $0.range(at: 1))
        }
    }

    @Test func aPersonOrdersFromTheMenuTheEditorAndTheDrinksAndThePOSTIsSentOnce() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            let menu = try await browser.get("/pizza")
            #expect(matches(#"<a class="title" href="/pizza/pizzas/[0-9]+">([^<]*)</a>"#, in: menu.body).prefix(2) == ["Margherita", "Ricci"])
            #expect(menu.body.contains(#"<img src="/pizza/pictures/0""#))
            let picture = try await browser.get("/pizza/pictures/0")
            #expect(picture.status == 200 && ["image/png", "image/jpeg"].contains(picture.header("Content-Type") ?? ""))
            #expect(try await browser.get("/pizza/pictures/999").status == 404)

            let added = try await browser.press("/pizza/menu/add", [("index", "0")])
            #expect(added.body.contains(#"<p class="added" role="status">ADDED TO CART</p>"#))
            _ = try await browser.get("/pizza/pizzas/1")
            let toggled = try await browser.press("/pizza/pizzas/1/toggle", [("ingredient", "2")])
            #expect(toggled.body.contains("ADD TO CART ($9.50)"), "\(toggled.body)")
            _ = try await browser.press("/pizza/pizzas/1/add")
            _ = try await browser.press("/pizza/drinks/add", [("id", "1")])

            let stepped = try await browser.press("/pizza/cart/step", [("line", "1"), ("by", "1")])
            #expect(stepped.body.contains("Total: <strong>4 items, $21.50</strong>"), "\(stepped.body)")
            let refused = try await browser.press("/pizza/cart/set", [("line", "2"), ("quantity", "200")])
            #expect(refused.body.contains(#"<p class="page-error" role="alert">quantity: must be between 1 and 99 (got 200)</p>"#), "\(refused.body)")

            let asked = try await browser.press("/pizza/cart/checkout")
            #expect(asked.body.contains("Place the order: 4 items, $21.50?"), "\(asked.body)")
            let thanks = try await browser.press("/pizza/cart/checkout/confirm")
            #expect(thanks.body.contains("Thank you for your order!") && thanks.body.contains("Order #1 · 4 items · $21.50"))
            // The back button's copy of the confirmation, posted again, sends nothing.
            _ = try await browser.post("/pizza/cart/checkout/confirm")
            #expect(try await web.mock.received("POST", "/post") == 1)
            let orders = try await browser.get("/pizza/orders")
            #expect(orders.body.contains("2 × Margherita $11.00"))
            let receipt = try await browser.get("/pizza/orders/1/receipt")
            #expect(receipt.status == 200)
            for part in ["Nenno&#39;s Pizza", "Order #1", "2 × Margherita", "<small>Mozzarella, Tomato Sauce</small>", #"class="grand-total""#, "$21.50", "Items"] {
                #expect(receipt.body.contains(part), "\(part)")
            }
            #expect(try await browser.get("/pizza/orders/9/receipt").status == 404)
            // The order number's rule is the CLI's (PizzaOrder.number): 0 is no order's.
            let zero = try await browser.get("/pizza/orders/0/receipt")
            #expect(zero.status == 400)
            #expect(zero.body.contains("must be an order number, a whole number above 0"), "\(zero.body)")
            _ = try await browser.press("/pizza/thanks/new-order")
            #expect(try await browser.get("/pizza/cart").body.contains("The cart is empty"))
        }
    }

    @Test func badFormValuesAreRefusedByName() async throws {
        try await MockWebHarness.with { web in
            let browser = web.browser()
            _ = try await browser.get("/pizza")
            let bad = try await browser.post("/pizza/menu/add", [("index", "x")])
            #expect(bad.status == 400 && bad.body.contains("index: must be a whole number"))
            #expect(try await browser.get("/pizza/pizzas/999").status == 404)
            #expect(try await browser.post("/pizza/menu/add", [("index", "0")], csrf: "00").status == 403)
        }
    }
}
