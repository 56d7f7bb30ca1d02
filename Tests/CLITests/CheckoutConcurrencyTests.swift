import Foundation
import Testing
import TestSupport

/// Several real `kiosk` processes checking out one cart at the same moment, many rounds: each
/// round places exactly one order and sends exactly one request; the others are told the cart
/// is being checked out or is empty (exit 64), and nothing is lost.
@Suite(.serialized, .hangGuard) struct CheckoutConcurrencyTests {
    /// Each round starts its checkouts together, so a second order or request shows in any
    /// round it can happen in; 6 rounds (the long run: 20) give it 12 to 18 racing processes.
    static let rounds = TestVolume.choose(quick: 6, long: 20)
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func kiosk(_ arguments: [String], server: URL) async throws -> CommandResult {
        let environment = ["HOME": directory.url.path, "KIOSK_DATA_DIR": directory.url.appendingPathComponent("data").path]
        return try await CommandRun.runAsync(Products.executable("kiosk"), arguments + ["--server", server.absoluteString], environment: environment)
    }

    /// Runs `count` copies of a command at once.
    func atOnce(_ count: Int, _ arguments: [String], server: URL) async throws -> [CommandResult] {
        try await withThrowingTaskGroup(of: CommandResult.self) { group in
            for _ in 0..<count { group.addTask { try await kiosk(arguments, server: server) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)\n\(result.stderr)")
    }

    @Test func concurrentPizzaCheckoutsOfOneCartPlaceOneOrderAndSendOneRequest() async throws {
        try await MockProcess.with { mock in
            let server = mock.baseURL
            for round in 1...Self.rounds {
                #expect(try await kiosk(["pizza", "cart", "add", "2"], server: server).status == 0)
                let results = try await atOnce(3, ["pizza", "checkout"], server: server)
                let placed = results.filter { $0.status == 0 }
                let refused = results.filter { $0.status == 64 }
                #expect(placed.count == 1, "round \(round): \(results.map { "\($0.status) \($0.stderr)" })")
                #expect(refused.count == 2, "round \(round): \(results.map { "\($0.status) \($0.stderr)" })")
                for result in refused {
                    #expect(result.stderr.contains("cart: is being checked out already") || result.stderr.contains("cart: is empty"), "\(result.stderr)")
                }
                #expect(try await mock.received("POST", "/post") == round, "round \(round)")
            }
            let orders = try json(try await kiosk(["pizza", "cart", "--json"], server: server))
            #expect(orders["totalQuantity"] as? Int == 0)
        }
    }

    @Test func aWineCheckoutExpectingATotalNeverOrdersABottleAddedAtTheSameMoment() async throws {
        try await MockProcess.with { mock in
            let server = mock.baseURL
            #expect(try await kiosk(["wine", "import"], server: server).status == 0)
            #expect(try await kiosk(["wine", "employee", "add", "--pin", "2468", "--first-name", "Ana", "--last-name", "Lima"], server: server).status == 0)
            #expect(try await kiosk(["wine", "login", "--pin", "2468"], server: server).status == 0)
            var added = 0
            for round in 1...10 {
                _ = try await kiosk(["wine", "cart", "remove", "104663", "--quiet"], server: server)
                #expect(try await kiosk(["wine", "cart", "add", "104663", "--quiet"], server: server).status == 0)
                // One bottle comes to $22.00: a checkout expecting it and an add race.
                async let checkout = kiosk(["wine", "checkout", "--expect-total", "22.00"], server: server)
                async let add = kiosk(["wine", "cart", "add", "104663", "--quiet"], server: server)
                let (placed, more) = try await (checkout, add)
                #expect(more.status == 0, "round \(round): \(more.stderr)")
                #expect([0, 65].contains(placed.status), "round \(round): \(placed.status) \(placed.stderr)")
                if placed.status == 65 { #expect(placed.stderr.contains("total: the cart comes to $44.00 (2 bottles), not $22.00; nothing was ordered"), "\(placed.stderr)") }
                added += placed.status == 0 ? 1 : 0
            }
            let orders = try #require(try JSONSerialization.jsonObject(with: Data(try await kiosk(["wine", "orders", "--json"], server: server).stdout.utf8)) as? [[String: Any]])
            #expect(orders.count == added)
            #expect(orders.allSatisfy { $0["totalCents"] as? Int == 2200 && $0["totalQuantity"] as? Int == 1 }, "every order is the bottle confirmed: \(orders)")
        }
    }

    @Test func aLineAddedWhileACheckoutIsOutStaysInTheCart() async throws {
        try await MockProcess.with { mock in
            let server = mock.baseURL
            try await mock.addFault(#"{"kind": "latency", "latencyMs": 1500, "route": "/post", "count": 1}"#)
            #expect(try await kiosk(["pizza", "cart", "add-drink", "Coke"], server: server).status == 0)
            async let checkout = kiosk(["pizza", "checkout"], server: server)
            // Wait for the claim (the checkout's request is in the journal only once answered).
            for _ in 0..<200 {
                let cart = try json(try await kiosk(["pizza", "cart", "--json"], server: server))
                if cart["checkoutInProgress"] as? Bool == true { break }
            }
            #expect(try await kiosk(["pizza", "cart", "add-drink", "Beer"], server: server).status == 0)
            #expect(try await checkout.status == 0)
            let cart = try json(try await kiosk(["pizza", "cart", "--json"], server: server))
            let lines = try #require(cart["lines"] as? [[String: Any]])
            #expect(lines.map { $0["name"] as? String } == ["Beer"], "\(cart)")
        }
    }

    @Test func aCheckoutWhoseProcessWasKilledIsShownAsUncertainAtOnce() async throws {
        try await MockProcess.with { mock in
            let server = mock.baseURL
            // NB: the answer never comes in the test's time: the checkout is killed waiting for it.
            try await mock.addFault(#"{"kind": "latency", "latencyMs": 60000, "route": "/post", "count": 1}"#)
            #expect(try await kiosk(["pizza", "cart", "add-drink", "Coke"], server: server).status == 0)
            let checkout = try ChildProcess.start(
                Products.executable("kiosk"), ["pizza", "checkout", "--server", server.absoluteString],
                environment: ["HOME": directory.url.path, "KIOSK_DATA_DIR": directory.url.appendingPathComponent("data").path]
            )
            var inFlight = false
            for _ in 0..<400 where !inFlight {
                inFlight = try json(try await kiosk(["pizza", "cart", "--json"], server: server))["checkoutInProgress"] as? Bool == true
            }
            #expect(inFlight)
            checkout.signal(SIGKILL)
            #expect(await checkout.exit() == ChildProcess.Termination(status: SIGKILL, signalled: true))

            // At once, not a minute later: the process that sent it is gone.
            let cart = try json(try await kiosk(["pizza", "cart", "--json"], server: server))
            #expect(cart["checkoutInProgress"] as? Bool == false, "\(cart)")
            let uncertain = try #require(cart["uncertainCheckout"] as? [String: Any], "\(cart)")
            #expect(uncertain["reason"] as? String == "the process sending it ended before an answer came")
            let shown = try await kiosk(["pizza", "cart"], server: server)
            #expect(shown.stderr.contains("may have gone through: the process sending it ended before an answer came"), "\(shown.stderr)")
            let again = try await kiosk(["pizza", "checkout"], server: server)
            #expect(again.status == 65, "\(again.stderr)")
            #expect(again.stderr.contains("may have been placed"), "\(again.stderr)")
        }
    }

    @Test func concurrentWineCheckoutsOfOneCartPlaceOneOrder() async throws {
        try await MockProcess.with { mock in
            let server = mock.baseURL
            #expect(try await kiosk(["wine", "import"], server: server).status == 0)
            #expect(try await kiosk(["wine", "employee", "add", "--pin", "4321", "--first-name", "Ana", "--last-name", "Lima"], server: server).status == 0)
            #expect(try await kiosk(["wine", "login", "--pin", "4321"], server: server).status == 0)
            let catalog = try json(try await kiosk(["wine", "catalog", "--json", "--limit", "2"], server: server))
            let ids = try #require(catalog["wines"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
            for round in 1...Self.rounds {
                #expect(try await kiosk(["wine", "cart", "add", "\(ids[0])", "--quantity", "3"], server: server).status == 0)
                let results = try await atOnce(4, ["wine", "checkout"], server: server)
                #expect(results.filter { $0.status == 0 }.count == 1, "round \(round): \(results.map { "\($0.status) \($0.stderr)" })")
                #expect(results.filter { $0.status == 64 }.count == 3, "round \(round): \(results.map { "\($0.status) \($0.stderr)" })")
            }
            let orders = try #require(try JSONSerialization.jsonObject(with: Data(try await kiosk(["wine", "orders", "--json"], server: server).stdout.utf8)) as? [[String: Any]])
            #expect(orders.count == Self.rounds)
            #expect(orders.allSatisfy { ($0["lines"] as? [[String: Any]])?.first?["quantity"] as? Int == 3 })
        }
    }
}
