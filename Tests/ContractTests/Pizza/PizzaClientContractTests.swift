import Domain
import Foundation
import Networking
import Testing
import TestSupport

/// `NennosPizzaClient` over `CurlTransport` against the target: the three menu bins and the
/// httpbin checkout, compared with `Fixtures/pizza`.
@Suite struct PizzaClientContractTests {
    private func client(_ target: ContractTarget) -> NennosPizzaClient {
        NennosPizzaClient(transport: ContractTarget.transport(), menuBase: target.baseURL, checkoutBase: target.baseURL, timeout: ContractTarget.patientTimeout)
    }

    /// The order a recorded checkout body describes, read with Foundation.
    static func order(fromRecordedBody body: String) throws -> PizzaCheckoutRequest {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let pizzas = try (document["pizzas"] as? [[String: Any]] ?? []).map { pizza in
            Pizza(
                name: try #require(pizza["name"] as? String),
                ingredients: try #require(pizza["ingredients"] as? [Int]).map { IngredientID($0) },
                imageURL: pizza["imageUrl"] as? String
            )
        }
        return PizzaCheckoutRequest(pizzas: pizzas, drinks: try #require(document["drinks"] as? [Int]).map { DrinkID($0) })
    }

    /// `[{id, name, price}]` of a recorded bin, prices in cents.
    static func items(_ recording: RecordedInteraction) throws -> [(id: Int, name: String, price: Money)] {
        let list = try #require(try recording.responseJSON() as? [[String: Any]])
        return try list.map { item in
            let price = try #require(item["price"] as? NSNumber)
            return (try #require(item["id"] as? Int), try #require(item["name"] as? String), Money(cents: Int((price.doubleValue * 100).rounded())))
        }
    }

    // MARK: - Requests

    @Test(.enabled(if: ContractTarget.usesMock, "needs the mock's journal"))
    func menuRequestsAreTheThreeRecordedBinGETs() async throws {
        let sent = try await ContractTarget.with { target in
            _ = try await client(target).fetchMenu()
            return target.journal()
        }
        #expect(sent.count == 3)
        for name in ["bins-ingredients", "bins-drinks", "bins-pizzas"] {
            let recording = try RecordedInteraction.load("pizza/" + name)
            let entry = try #require(sent.first { $0.path == recording.path }, "\(recording.path) requested")
            entry.expectMatches(recording)
            #expect(entry.query.isEmpty)
            #expect(entry.header("Accept") == "application/json")
        }
    }

    @Test(.enabled(if: ContractTarget.usesMock, "needs the mock's journal"), arguments: ["checkout-json", "checkout-via-gunicorn"])
    func checkoutPostsTheRecordedJSONBody(_ fixture: String) async throws {
        let recording = try RecordedInteraction.load("pizza/" + fixture)
        let order = try Self.order(fromRecordedBody: try #require(recording.body))
        let sent = try await ContractTarget.with { target in
            _ = try await client(target).submit(order)
            return target.journal()
        }
        try #require(sent.count == 1)
        sent[0].expectMatches(recording)
        // Exactly `{"pizzas": [...], "drinks": [...]}`: nothing else at the top, nothing else in a pizza.
        let body = try #require(sent[0].jsonBody as? [String: Any])
        #expect(Set(body.keys) == ["pizzas", "drinks"])
        for pizza in body["pizzas"] as? [[String: Any]] ?? [] {
            #expect(Set(pizza.keys).isSubset(of: ["name", "ingredients", "imageUrl"]))
        }
    }

    @Test(.enabled(if: ContractTarget.usesMock, "needs the mock's journal"))
    func pizzaWithoutImageIsPostedWithoutAnImageUrlKey() async throws {
        // The Swift-like recording's body: a "Custom" pizza has no image, and no `imageUrl` key.
        let recording = try RecordedInteraction.load("pizza/checkout-json-charset-swiftlike")
        let recordedBody = try #require(recording.body)
        let order = try Self.order(fromRecordedBody: recordedBody)
        let sent = try await ContractTarget.with { target in
            _ = try await client(target).submit(order)
            return target.journal()
        }
        try #require(sent.count == 1)
        #expect(sent[0].header("Content-Type") == "application/json")
        #expect(sent[0].jsonBody == (try JSONSerialization.jsonObject(with: Data(recordedBody.utf8)) as? NSObject))
        #expect(!sent[0].body.contains("imageUrl"))
        #expect(!sent[0].body.contains("null"))
    }

    // MARK: - Responses

    @Test func menuDecodesIntoTheRecordedItemsWithPricesAsMoney() async throws {
        let menu = try await ContractTarget.with { try await client($0).fetchMenu() }
        let ingredients = try Self.items(RecordedInteraction.load("pizza/bins-ingredients"))
        let drinks = try Self.items(RecordedInteraction.load("pizza/bins-drinks"))
        #expect(menu.ingredients.map(\.id.rawValue) == ingredients.map(\.id))
        #expect(menu.ingredients.map(\.name) == ingredients.map(\.name))
        #expect(menu.ingredients.map(\.price) == ingredients.map(\.price))
        #expect(menu.drinks.map(\.id.rawValue) == drinks.map(\.id))
        #expect(menu.drinks.map(\.name) == drinks.map(\.name))
        #expect(menu.drinks.map(\.price) == drinks.map(\.price))
        // Spot checks in exact cents: Tuna 2.2, Sparkling Water 1.5.
        #expect(menu.ingredient(IngredientID(10))?.price == Money(cents: 220))
        #expect(menu.drink(DrinkID(2))?.price == Money(cents: 150))
        #expect(menu.problems.isEmpty)
    }

    @Test func pizzasDecodeAsRecordedIncludingOneWithoutImageAndTwoWithTheSameIngredients() async throws {
        let recording = try RecordedInteraction.load("pizza/bins-pizzas")
        let document = try #require(try recording.responseJSON() as? [String: Any])
        let recorded = try #require(document["pizzas"] as? [[String: Any]])
        let menu = try await ContractTarget.with { try await client($0).fetchMenu() }
        #expect(menu.basePrice == Money(cents: Int(((document["basePrice"] as? NSNumber)?.doubleValue ?? -1) * 100)))
        #expect(menu.pizzas.map(\.name) == recorded.compactMap { $0["name"] as? String })
        #expect(menu.pizzas.map { $0.ingredients.map(\.rawValue) } == recorded.compactMap { $0["ingredients"] as? [Int] })
        #expect(menu.pizzas.map(\.imageURL) == recorded.map { $0["imageUrl"] as? String })
        let withoutImage = menu.pizzas.filter { $0.imageURL == nil }.map(\.name)
        #expect(withoutImage == ["Mare Bianco"])
        let twins = Dictionary(grouping: menu.pizzas, by: \.ingredientSet).values.filter { $0.count > 1 }
        #expect(twins.map { $0.map(\.name).sorted() } == [["Primavera", "Ricci e Asparagi"]])
        // Base price 4 + Mozzarella 1 + Tomato Sauce 0.5.
        #expect(menu.price(of: menu.pizzas[0]) == Money(cents: 550))
    }

    @Test(arguments: ["checkout-json", "checkout-via-gunicorn", "checkout-json-charset-swiftlike"])
    func checkoutEchoDecodesIntoTheOrderSent(_ fixture: String) async throws {
        let recording = try RecordedInteraction.load("pizza/" + fixture)
        let order = try Self.order(fromRecordedBody: try #require(recording.body))
        // What httpbin echoed in the recording, as an order: the client must read the same.
        let echoed = try #require(try recording.responseJSON() as? [String: Any])
        let echoedJSON = try JSONSerialization.data(withJSONObject: try #require(echoed["json"]))
        let recordedEcho = try Self.order(fromRecordedBody: String(decoding: echoedJSON, as: UTF8.self))
        #expect(recordedEcho == order)
        let echo = try await ContractTarget.with { try await client($0).submit(order) }
        #expect(echo == order)
    }
}
