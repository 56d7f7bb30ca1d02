import Domain
import Foundation
import Networking
import TestSupport
import Testing
import UseCases

/// The Nenno's client against canned responses.
@Suite struct PizzaNennosClientTests {
    let transport = FakeHTTPTransport()
    let base = URL(string: "http://127.0.0.1:8765")!
    let checkout = URL(string: "http://127.0.0.1:9000")!

    var client: NennosPizzaClient { NennosPizzaClient(transport: transport, menuBase: base, checkoutBase: checkout) }

    func recording(_ name: String) throws -> String {
        try String(contentsOf: PizzaRecordingsTests.directory.appendingPathComponent(name), encoding: .utf8)
    }

    func serveRecordedMenu(pizzas: String? = nil, ingredients: String? = nil, drinks: String? = nil) throws {
        transport.on(.get, "/bins/ozt3z", json: try ingredients ?? recording("myjson-2018-06-12_ingredients.json"))
        transport.on(.get, "/bins/150da7", json: try drinks ?? recording("myjson-2018-06-12_drinks.json"))
        transport.on(.get, "/bins/dokm7", json: try pizzas ?? recording("myjson-2018-06-12_pizzas.json"))
    }

    func menuError(pizzas: String? = nil, ingredients: String? = nil, drinks: String? = nil) async throws -> AppError? {
        try serveRecordedMenu(pizzas: pizzas, ingredients: ingredients, drinks: drinks)
        do {
            _ = try await client.fetchMenu()
            return nil
        } catch let error as AppError {
            return error
        }
    }

    /// An httpbin that echoes the body it receives.
    func serveEcho() {
        transport.on(.post, "/post") { request in
            let body = request.body ?? Data()
            let json = (try? JSONSerialization.jsonObject(with: body)) ?? NSNull()
            let echo: [String: Any] = ["args": [:], "data": String(decoding: body, as: UTF8.self), "json": json, "headers": ["Content-Type": request.headers[field: "Content-Type"] ?? ""]]
            return HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json")], body: try JSONSerialization.data(withJSONObject: echo))
        }
    }

    // MARK: Menu

    @Test func theMenuIsTheThreeBinsFromTheMenuServer() async throws {
        try serveRecordedMenu()
        #expect(try await client.fetchMenu() == .recorded)
        #expect(Set(transport.requests.map(\.url.absoluteString)) == [
            "http://127.0.0.1:8765/bins/ozt3z", "http://127.0.0.1:8765/bins/150da7", "http://127.0.0.1:8765/bins/dokm7",
        ])
        #expect(transport.requests.allSatisfy { $0.method == .get && $0.headers[field: "Accept"] == "application/json" })
    }

    @Test func aWrongTypeNamesTheBodyAndTheJSONPath() async throws {
        let error = try await menuError(pizzas: #"{"basePrice":4,"pizzas":[{"name":"A","ingredients":[1,"two"]}]}"#)
        #expect(error == .unavailable(service: "Nenno's menu", reason: "sent an unexpected response at pizzas $.pizzas[0].ingredients[1]: expected a number"))
    }

    @Test func aMissingPriceNamesItsPath() async throws {
        let error = try await menuError(drinks: #"[{"id":1,"name":"Coke"}]"#)
        #expect(error == .unavailable(service: "Nenno's menu", reason: "sent an unexpected response at drinks $[0].price: missing"))
    }

    @Test func aNegativePriceIsRejected() async throws {
        let error = try await menuError(ingredients: #"[{"id":1,"name":"Debt","price":-1}]"#)
        #expect(error?.message.contains("ingredients $[0].price: expected a price of zero or more dollars") == true)
    }

    @Test func aPriceGivenAsTextIsRejected() async throws {
        let error = try await menuError(drinks: #"[{"id":1,"name":"Coke","price":"2.50"}]"#)
        #expect(error?.message.contains("drinks $[0].price: expected a number") == true)
    }

    @Test func anEmptyNameIsRejected() async throws {
        let error = try await menuError(drinks: #"[{"id":1,"name":"  ","price":1}]"#)
        #expect(error?.message.contains("drinks $[0].name: expected a name") == true)
    }

    @Test func twoIngredientsWithOneIdAreRejected() async throws {
        let error = try await menuError(ingredients: #"[{"id":1,"name":"A","price":1},{"id":1,"name":"B","price":1}]"#)
        #expect(error?.message.contains("ingredients $[1].id: repeats the id 1 of $[0]") == true)
    }

    @Test func aNullIsRejected() async throws {
        let error = try await menuError(pizzas: #"{"basePrice":null,"pizzas":[]}"#)
        #expect(error?.message.contains("pizzas $.basePrice") == true)
    }

    @Test func truncatedJSONIsRejected() async throws {
        let error = try await menuError(pizzas: #"{"basePrice":4,"pizzas":[{"name":"Marg"#)
        #expect(error?.message.contains("pizzas $: not valid JSON") == true)
    }

    @Test func anHTMLErrorPageIsReportedWithItsText() async throws {
        transport.on(.get, "/bins/ozt3z") { _ in
            HTTPResponse(status: 502, headers: [HTTPHeader("Content-Type", "text/html")], body: Data("<html><title>502 Bad Gateway</title></html>".utf8))
        }
        try serveRecordedMenu()
        await #expect(throws: AppError.unavailable(service: "Nenno's menu", reason: "answered HTTP 502: 502 Bad Gateway")) {
            try await client.fetchMenu()
        }
    }

    @Test func anUnreachableServerIsUnavailable() async throws {
        transport.on(.get, "/bins/ozt3z", failing: .unreachable("connection refused"))
        try serveRecordedMenu()
        await #expect(throws: AppError.unavailable(service: "Nenno's menu", reason: "cannot be reached (connection refused)")) {
            try await client.fetchMenu()
        }
    }

    @Test func unicodeNamesZeroPricesAndUnknownIngredientsDecode() async throws {
        try serveRecordedMenu(
            pizzas: #"{"basePrice":0,"pizzas":[{"name":"Crème 🍕","ingredients":[2,1,99],"imageUrl":""}]}"#,
            ingredients: #"[{"id":1,"name":"Jalapeño","price":0},{"id":2,"name":"Basil","price":0.25}]"#
        )
        let menu = try await client.fetchMenu()
        #expect(menu.pizzas[0].name == "Crème 🍕")
        #expect(menu.pizzas[0].imageURL == nil)
        #expect(menu.price(of: menu.pizzas[0]) == Money(cents: 25))
        #expect(menu.problems == [.unknownIngredients(pizza: "Crème 🍕", ids: [IngredientID(99)])])
    }

    // MARK: Checkout

    @Test func checkoutPostsTheOrderAsJSONAndReturnsTheEcho() async throws {
        serveEcho()
        let order = PizzaCheckoutRequest(
            pizzas: [
                Pizza(name: "Mare Bianco", ingredients: [1, 9, 10].map { IngredientID($0) }),
                Pizza(name: "Margherita", ingredients: [2, 1].map { IngredientID($0) }, imageURL: "https://cdn.pbrd.co/images/M57yElqQo.png"),
            ],
            drinks: [DrinkID(4), DrinkID(4)]
        )
        #expect(try await client.submit(order) == order)
        let request = try #require(transport.requests.first)
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "http://127.0.0.1:9000/post")
        #expect(request.headers[field: "Content-Type"] == "application/json")
        let body = String(decoding: request.body ?? Data(), as: UTF8.self)
        #expect(body == #"{"drinks":[4,4],"pizzas":[{"ingredients":[1,9,10],"name":"Mare Bianco"},{"imageUrl":"https://cdn.pbrd.co/images/M57yElqQo.png","ingredients":[2,1],"name":"Margherita"}]}"#)
    }

    @Test func anEchoWithoutJSONIsNil() async throws {
        transport.on(.post, "/post", json: try recording("httpbin-echo/post_invalid_json.body"))
        #expect(try await client.submit(PizzaCheckoutRequest(pizzas: [], drinks: [DrinkID(1)])) == nil)
    }

    @Test func anAnswerThatIsNotAnEchoIsRejected() async throws {
        transport.on(.post, "/post", json: #"{"status":"ok"}"#)
        await #expect(throws: AppError.unavailable(service: "checkout", reason: "sent an unexpected response at $.json: missing")) {
            try await client.submit(PizzaCheckoutRequest(pizzas: [], drinks: [DrinkID(1)]))
        }
    }

    @Test func aSuccessCutOffMidBodyLeavesTheOrderUncertain() async throws {
        transport.on(.post, "/post", json: #"{"json": {"pizzas": [{"name": "Marg"#)
        let error = await #expect(throws: PizzaCheckoutUncertain.self) {
            try await client.submit(PizzaCheckoutRequest(pizzas: [], drinks: [DrinkID(1)]))
        }
        #expect(error?.reason.hasPrefix("accepted the order but its answer was cut off or garbled") == true)
    }

    @Test func noAnswerAfterSendingLeavesTheOrderUncertain() async throws {
        transport.on(.post, "/post", failing: .timeout("Operation timed out after 15000 ms"))
        let error = await #expect(throws: PizzaCheckoutUncertain.self) {
            try await client.submit(PizzaCheckoutRequest(pizzas: [], drinks: [DrinkID(1)]))
        }
        #expect(error?.reason == "did not answer in time (Operation timed out after 15000 ms)")
    }

    @Test func aRefusedConnectionProvesNothingWasPlaced() async throws {
        transport.on(.post, "/post", failing: .unreachable("Connection refused"))
        await #expect(throws: AppError.unavailable(service: "checkout", reason: "cannot be reached (Connection refused)")) {
            try await client.submit(PizzaCheckoutRequest(pizzas: [], drinks: [DrinkID(1)]))
        }
    }

    @Test func aFailingCheckoutServerIsUnavailable() async throws {
        transport.on(.post, "/post", status: 500, json: #"{"error":"boom"}"#)
        await #expect(throws: AppError.unavailable(service: "checkout", reason: #"answered HTTP 500: {"error":"boom"}"#)) {
            try await client.submit(PizzaCheckoutRequest(pizzas: [], drinks: [DrinkID(1)]))
        }
    }
}
