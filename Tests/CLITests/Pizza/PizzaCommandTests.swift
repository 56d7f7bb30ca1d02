import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoopbackServer
import Testing
import TestSupport

/// `kiosk pizza …` as a user runs it, against an in-process kiosk-mock serving the recorded
/// Nenno's bins and an httpbin-compatible `POST /post`.
@Suite(.serialized, .hangGuard) struct PizzaCommandTests {
    let directory: TemporaryDirectory
    /// Nothing listens on port 1 of the loopback: connections are refused at once.
    static let closedPort = URL(string: "http://127.0.0.1:1")!

    init() throws { directory = try TemporaryDirectory() }

    func kiosk(_ arguments: [String], menu: URL, checkout: URL? = nil, timeout: String? = nil) async throws -> CommandResult {
        var environment = [
            "HOME": directory.url.path,
            "KIOSK_DATA_DIR": directory.url.appendingPathComponent("data").path,
            "KIOSK_PIZZA_URL": menu.absoluteString,
            "KIOSK_CHECKOUT_URL": (checkout ?? menu).absoluteString,
        ]
        environment["KIOSK_HTTP_TIMEOUT"] = timeout
        return try await CommandRun.runAsync(Products.executable("kiosk"), ["pizza"] + arguments, environment: environment)
    }

    func withMock(_ body: (MockProcess) async throws -> Void) async throws {
        try await withStopping(MockProcess.start(), body)
    }

    func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    }

    func cartJSON(_ server: URL) async throws -> [String: Any] {
        let result = try await kiosk(["cart", "--json"], menu: server)
        #expect(result.status == 0, "\(result.stderr)")
        return try json(result)
    }

    // MARK: Good path

    @Test func menuListsEachPizzaWithItsIngredientsAndPrice() async throws {
        try await withMock { server in
            let result = try await kiosk(["menu"], menu: server.baseURL)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            try #require(lines.count == 11, "\(result.stdout)")
            #expect(lines[0].hasPrefix(" #  PIZZA"))
            let mare = try #require(lines.first { $0.contains("Mare Bianco") })
            #expect(mare.contains("Mozzarella, Bottarga, Tuna"))
            #expect(mare.hasSuffix("$9.70"))
        }
    }

    @Test func menuDrinksAndIngredientsAsJSON() async throws {
        try await withMock { server in
            let menu = try json(await kiosk(["menu", "--json"], menu: server.baseURL))
            #expect((menu["source"] as? [String: Any])?["kind"] as? String == "live")
            #expect(menu["basePriceCents"] as? Int == 400)
            let pizzas = try #require(menu["pizzas"] as? [[String: Any]])
            #expect(pizzas.count == 10)
            #expect(pizzas[5]["name"] as? String == "Mare Bianco")
            #expect(pizzas[5]["price"] as? String == "$9.70")
            #expect(pizzas[5]["imageUrl"] == nil)
            let drinks = try json(await kiosk(["drinks", "--json"], menu: server.baseURL))
            #expect((drinks["items"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Still Water", "Sparkling Water", "Coke", "Beer", "Red Wine"])
            let ingredients = try await kiosk(["ingredients"], menu: server.baseURL)
            #expect(ingredients.stdout.contains("Tomato Sauce"))
            #expect(ingredients.stdout.contains("$0.50"))
        }
    }

    @Test func aWholeOrderFromMenuToThankYou() async throws {
        try await withMock { server in
            let url = server.baseURL
            let added = try await kiosk(["cart", "add", "mare bianco", "--quantity", "3"], menu: url)
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.hasPrefix("Added to cart: 3 × Mare Bianco (Mozzarella, Bottarga, Tuna), $9.70 each"))
            #expect(added.stdout.contains("Cart: 3 items, $29.10"))

            #expect(try await kiosk(["cart", "add-drink", "beer", "--quantity", "2"], menu: url).status == 0)
            #expect(try await kiosk(["cart", "add", "Margherita", "--add", "Tuna", "--remove", "tomato sauce"], menu: url).status == 0)
            #expect(try await kiosk(["cart", "custom", "--ingredient", "Ricci", "--ingredient", "6"], menu: url).status == 0)
            // Adding Mare Bianco again grows its line.
            #expect(try await kiosk(["cart", "add", "6"], menu: url).status == 0)

            let cart = try await kiosk(["cart"], menu: url)
            #expect(cart.status == 0)
            let rows = cart.stdout.split(separator: "\n").map(String.init)
            try #require(rows.count == 6, "\(cart.stdout)")
            #expect(rows[1].contains("Mare Bianco") && rows[1].hasSuffix("$38.80"))
            #expect(rows[3].contains("Margherita (Mozzarella, Tuna)") && rows[3].hasSuffix("$7.20"))
            #expect(rows[4].contains("Custom (Ricci, Asparagus)") && rows[4].hasSuffix("$10.00"))
            #expect(rows[5].hasPrefix("TOTAL") && rows[5].hasSuffix("$62.00"))

            let document = try await cartJSON(url)
            #expect(document["totalQuantity"] as? Int == 8)
            #expect(document["totalCents"] as? Int == 6200)

            let checkout = try await kiosk(["checkout"], menu: url)
            #expect(checkout.status == 0, "\(checkout.stderr)")
            #expect(checkout.stdout == "Thank you for your order!\nOrder #1 · 8 items · $62.00\n")
            #expect(try await cartJSON(url)["totalQuantity"] as? Int == 0)
            #expect(try await kiosk(["cart"], menu: url).stdout == "The cart is empty.\n")
        }
    }

    @Test func removingALineAndTheJSONOfChanges() async throws {
        try await withMock { server in
            let url = server.baseURL
            let added = try json(await kiosk(["cart", "add-drink", "Coke", "--json"], menu: url))
            #expect((added["added"] as? [String: Any])?["line"] as? Int == 1)
            #expect(try await kiosk(["cart", "add-drink", "2"], menu: url).status == 0)
            let removed = try json(await kiosk(["cart", "remove", "1", "--json"], menu: url))
            #expect((removed["removed"] as? [String: Any])?["name"] as? String == "Coke")
            #expect((removed["cart"] as? [String: Any])?["totalCents"] as? Int == 150)
            let again = try await kiosk(["cart", "remove", "1"], menu: url)
            #expect(again.status == 66)
            #expect(again.stderr == "kiosk: cart line 1 not found\n")
        }
    }

    @Test func theCartPersistsAcrossProcessesWithTheAPIDown() async throws {
        try await withMock { server in
            let added = try await kiosk(["cart", "add", "Hawaii"], menu: server.baseURL)
            #expect(added.status == 0)
        }
        let cart = try await kiosk(["cart"], menu: Self.closedPort)
        #expect(cart.status == 0)
        #expect(cart.stdout.contains("Hawaii (Mozzarella, Tomato Sauce, Pineapple, Speck)"))
    }

    // MARK: Bad input

    @Test func anUnknownPizzaIsNotFoundWithSuggestions() async throws {
        try await withMock { server in
            let result = try await kiosk(["cart", "add", "Margarita"], menu: server.baseURL)
            #expect(result.status == 66)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "kiosk: pizza \"Margarita\" not found. Did you mean \"Margherita\"?\n")
        }
    }

    @Test func anUnknownIngredientIsNotFound() async throws {
        try await withMock { server in
            let result = try await kiosk(["cart", "add", "Margherita", "--add", "pepperoni", "--json"], menu: server.baseURL)
            #expect(result.status == 66)
            let error = try #require(try json(result)["error"] as? [String: Any])
            #expect(error["kind"] as? String == "notFound")
            #expect(error["exitCode"] as? Int == 66)
            #expect((error["message"] as? String)?.hasPrefix("ingredient \"pepperoni\" not found") == true)
            #expect(try await cartJSON(server.baseURL)["totalQuantity"] as? Int == 0)
        }
    }

    @Test func removingAnIngredientThePizzaLacksIsAValidationError() async throws {
        try await withMock { server in
            let result = try await kiosk(["cart", "add", "Margherita", "--remove", "Tuna"], menu: server.baseURL)
            #expect(result.status == 64)
            #expect(result.stderr == "kiosk: ingredient: Margherita has no Tuna to remove\n")
        }
    }

    @Test func quantityZeroIsRefusedAndTheCartKept() async throws {
        try await withMock { server in
            #expect(try await kiosk(["cart", "add-drink", "Beer"], menu: server.baseURL).status == 0)
            let result = try await kiosk(["cart", "add-drink", "Beer", "--quantity", "0"], menu: server.baseURL)
            #expect(result.status == 64)
            #expect(result.stderr.contains("quantity: must be between 1 and 99 (got 0)"))
            #expect(try await cartJSON(server.baseURL)["totalQuantity"] as? Int == 1)
        }
    }

    @Test func aCustomPizzaNeedsAnIngredient() async throws {
        try await withMock { server in
            let result = try await kiosk(["cart", "custom"], menu: server.baseURL)
            #expect(result.status == 64)
            #expect(result.stderr == "kiosk: ingredients: a pizza needs at least one ingredient\n")
        }
    }

    @Test func checkoutOfAnEmptyCartIsRefused() async throws {
        try await withMock { server in
            let result = try await kiosk(["checkout"], menu: server.baseURL)
            #expect(result.status == 64)
            #expect(result.stderr == "kiosk: cart: is empty; add a pizza or a drink before checking out\n")
        }
    }

    @Test func checkoutWhileTheServerFailsKeepsTheCart() async throws {
        try await withMock { server in
            let url = server.baseURL
            #expect(try await kiosk(["cart", "add", "Bottarga", "--quantity", "2"], menu: url).status == 0)
            let before = try await kiosk(["cart", "--json"], menu: url).stdout
            try await server.addFault(#"{"kind": "status", "status": 500, "route": "/post", "body": "<html><title>Internal Server Error</title></html>"}"#)
            let failed = try await kiosk(["checkout"], menu: url)
            #expect(failed.status == 69)
            #expect(failed.stderr.hasPrefix("kiosk: checkout is unavailable: answered HTTP 500"))
            #expect(try await kiosk(["cart", "--json"], menu: url).stdout == before)

            let refused = try await kiosk(["checkout"], menu: url, checkout: Self.closedPort)
            #expect(refused.status == 69)
            #expect(refused.stderr.hasPrefix("kiosk: checkout is unavailable: cannot be reached"))
            #expect(try await kiosk(["cart", "--json"], menu: url).stdout == before)
        }
    }

    @Test func aLinesQuantityIsSetAndOrdersAreListedNewestFirst() async throws {
        try await withMock { server in
            let url = server.baseURL
            #expect(try await kiosk(["cart", "add-drink", "Beer", "--quiet"], menu: url).stdout.isEmpty)
            let set = try await kiosk(["cart", "set", "1", "--quantity", "4"], menu: url)
            #expect(set.status == 0, "\(set.stderr)")
            #expect(set.stdout.hasPrefix("Line 1: 4 × Beer, "), "\(set.stdout)")
            for (bad, status, message) in [("0", 64, "quantity: must be at least 1; remove the line"), ("-3", 64, "--quantity: must be between 1 and 99 (got -3)"),
                                           ("x", 64, "--quantity: must be a whole number (got \"x\")"), ("100", 64, "--quantity: must be between 1 and 99")] {
                let result = try await kiosk(["cart", "set", "1", "--quantity", bad], menu: url)
                #expect(result.status == Int32(status), "\(bad): \(result.stderr)")
                #expect(result.stderr.contains(message.replacingOccurrences(of: "quantity: must be at least", with: "--quantity: must be at least")), "\(bad): \(result.stderr)")
            }
            #expect(try await kiosk(["cart", "set", "9", "--quantity", "2"], menu: url).status == 66)
            #expect(try await kiosk(["checkout"], menu: url).status == 0)
            #expect(try await kiosk(["cart", "add", "Margherita"], menu: url).status == 0)
            #expect(try await kiosk(["checkout"], menu: url).status == 0)

            let orders = try #require(try JSONSerialization.jsonObject(with: Data(try await kiosk(["orders", "--json"], menu: url).stdout.utf8)) as? [[String: Any]])
            #expect(orders.map { $0["number"] as? Int } == [2, 1])
            #expect(orders.last?["totalQuantity"] as? Int == 4)
            let text = try await kiosk(["orders"], menu: url)
            #expect(text.stdout.hasPrefix("Order #2"), "\(text.stdout)")
            #expect(text.stdout.contains("4 × Beer"))
            let one = try await kiosk(["orders", "show", "#1"], menu: url)
            #expect(one.status == 0 && one.stdout.hasPrefix("Order #1") && !one.stdout.contains("Order #2"), "\(one.stdout)")
            #expect(try await kiosk(["orders", "show", "3"], menu: url).status == 66)
            #expect(try await kiosk(["orders", "show", "abc"], menu: url).status == 64)
        }
    }

    /// Checks out once with `fault` on the checkout, and expects an outcome nobody knows:
    /// said as such (not as a failure), exit 69, the cart kept and marked.
    func expectUncertainCheckout(_ server: MockProcess, fault: String, timeout: String? = nil) async throws {
        let url = server.baseURL
        #expect(try await kiosk(["cart", "add-drink", "Coke", "--quantity", "2"], menu: url).status == 0)
        try await server.addFault(fault)
        let uncertain = try await kiosk(["checkout", "--json"], menu: url, timeout: timeout)
        #expect(uncertain.status == 69, "\(uncertain.stderr)")
        #expect(uncertain.stderr.hasPrefix("kiosk: The order (2 items, $5.00) may or may not have gone through"), "\(uncertain.stderr)")
        #expect(!uncertain.stderr.contains("unavailable"))
        #expect((try json(uncertain)["error"] as? [String: Any])?["kind"] as? String == "outcomeUnknown")
        let cart = try await cartJSON(url)
        #expect(cart["totalQuantity"] as? Int == 2)
        let mark = try #require(cart["uncertainCheckout"] as? [String: Any], "\(cart)")
        #expect(mark["totalCents"] as? Int == 500)
        let shown = try await kiosk(["cart"], menu: url)
        #expect(shown.stderr.contains("An earlier checkout of 2 items ($5.00) may have gone through"))

        // The natural retry does not order twice: it needs --again.
        let retry = try await kiosk(["checkout"], menu: url)
        #expect(retry.status == 65, "\(retry.stderr)")
        #expect(retry.stderr.contains("may have been placed"))
        #expect(retry.stderr.contains("kiosk pizza checkout --again"))
        let again = try await kiosk(["checkout", "--again"], menu: url)
        #expect(again.status == 0, "\(again.stderr)")
        let after = try await cartJSON(url)
        #expect(after["totalQuantity"] as? Int == 0)
        #expect(after["uncertainCheckout"] is NSNull)
    }

    @Test func aCheckoutWhoseConnectionDropsAfterTheOrderWasTakenIsUncertainNotFailed() async throws {
        try await withMock { server in
            try await expectUncertainCheckout(server, fault: #"{"kind": "dropAfterChange", "route": "/post", "count": 1}"#)
        }
    }

    @Test func aCheckoutAnsweredAfterTheClientGaveUpIsUncertainNotFailed() async throws {
        try await withMock { server in
            try await expectUncertainCheckout(
                server, fault: #"{"kind": "latency", "latencyMs": 5000, "route": "/post", "count": 1}"#, timeout: "0.5"
            )
        }
    }

    @Test func aSuccessWithATruncatedEchoIsUncertainNotFailed() async throws {
        try await withMock { server in
            try await expectUncertainCheckout(server, fault: #"{"kind": "malformedBody", "route": "/post", "count": 1}"#)
        }
    }

    @Test func anEchoWithoutJSONIsSaidOnceAndLoggedOnlyWithVerbose() async throws {
        try await withMock { server in
            // An httpbin-shaped answer whose `json` is null: the server did not read the body as JSON.
            let checkout = try LoopbackHTTPServer { _ in
                .respond(status: 200, headers: [("Content-Type", "application/json")], body: Data(#"{"data": "x", "json": null}"#.utf8))
            }
            defer { checkout.stop() }
            for verbose in [false, true] {
                #expect(try await kiosk(["cart", "add-drink", "Coke"], menu: server.baseURL).status == 0)
                let placed = try await kiosk(["checkout"] + (verbose ? ["-v"] : []), menu: server.baseURL, checkout: checkout.url())
                #expect(placed.status == 69, "\(placed.stderr)")
                #expect(placed.stderr.contains("kiosk: checkout is unavailable: the server could not read the order as JSON"), "\(placed.stderr)")
                #expect(placed.stderr.contains("the server did not parse the body as JSON") == verbose, "\(placed.stderr)")
                if !verbose { #expect(placed.stderr.split(separator: "\n").count == 1, "\(placed.stderr)") }
            }
        }
    }

    // MARK: API down

    @Test func withTheAPIDownTheCachedMenuIsUsedAndStderrSaysSo() async throws {
        try await withMock { server in
            let menu = try await kiosk(["menu"], menu: server.baseURL)
            #expect(menu.status == 0)
        }
        let result = try await kiosk(["menu"], menu: Self.closedPort)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Mare Bianco"))
        #expect(result.stderr.hasPrefix("kiosk: warning: Nenno's menu is unavailable: cannot be reached"))
        #expect(result.stderr.contains("using the menu saved"))
        let json = try json(await kiosk(["menu", "--json"], menu: Self.closedPort))
        #expect((json["source"] as? [String: Any])?["kind"] as? String == "cached")
    }

    @Test func withTheAPIDownAndNoCacheTheCommandIsUnavailable() async throws {
        let result = try await kiosk(["menu"], menu: Self.closedPort)
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("kiosk: Nenno's menu is unavailable: cannot be reached"))
    }
}
