import Domain
import Foundation
@testable import Networking
import TestSupport
import Testing

/// Every recording of the real APIs in `Fixtures/pizza/recordings` decodes, one test per file.
@Suite struct PizzaRecordingsTests {
    static let directory = Products.packageRoot.appendingPathComponent("Fixtures/pizza/recordings")

    func recording(_ name: String) throws -> Data {
        try Data(contentsOf: Self.directory.appendingPathComponent(name))
    }

    func items(_ name: String) throws -> [MenuItemDTO] {
        try ResponseDecoding.decode([MenuItemDTO].self, from: recording(name), contentType: "application/json")
    }

    func pizzas(_ name: String) throws -> PizzaMenuDTO {
        try ResponseDecoding.decode(PizzaMenuDTO.self, from: recording(name), contentType: "application/json")
    }

    func echo(_ name: String) throws -> HTTPBinEchoDTO {
        try ResponseDecoding.decode(HTTPBinEchoDTO.self, from: recording("httpbin-echo/\(name)"), contentType: "application/json")
    }

    // MARK: Menu bins (2018 byte-exact, 2020 pretty-printed)

    @Test func ingredients2018() throws {
        let ingredients = try items("myjson-2018-06-12_ingredients.json")
        #expect(ingredients.count == 10)
        #expect(ingredients[9] == MenuItemDTO(id: 10, name: "Tuna", price: PriceDTO(money: Money(cents: 220))))
        #expect(ingredients[1].price.money == Money(cents: 50))
    }

    @Test func drinks2018() throws {
        let drinks = try items("myjson-2018-06-12_drinks.json")
        #expect(drinks.map(\.name) == ["Still Water", "Sparkling Water", "Coke", "Beer", "Red Wine"])
        #expect(drinks.map(\.price.money.cents) == [100, 150, 250, 300, 400])
    }

    @Test func pizzas2018() throws {
        let menu = try pizzas("myjson-2018-06-12_pizzas.json")
        #expect(menu.basePrice.money == Money(cents: 400))
        #expect(menu.pizzas.count == 10)
        #expect(menu.pizzas[5] == PizzaDTO(name: "Mare Bianco", ingredients: [1, 9, 10], imageUrl: nil))
        #expect(menu.pizzas[8].ingredients == [1, 2, 9, 6])
    }

    @Test func ingredients2020() throws {
        #expect(try items("doclerlabs-mobile-native-challenge_HEAD_ingredients.json") == items("myjson-2018-06-12_ingredients.json"))
    }

    @Test func drinks2020() throws {
        #expect(try items("doclerlabs-mobile-native-challenge_HEAD_drinks.json") == items("myjson-2018-06-12_drinks.json"))
    }

    @Test func pizzas2020() throws {
        let later = try pizzas("doclerlabs-mobile-native-challenge_HEAD_pizzas.json")
        let recorded = try pizzas("myjson-2018-06-12_pizzas.json")
        // Only the image URLs changed.
        #expect(later.pizzas.map(\.name) == recorded.pizzas.map(\.name))
        #expect(later.pizzas.map(\.ingredients) == recorded.pizzas.map(\.ingredients))
        #expect(later.pizzas[5].imageUrl == nil)
        #expect(later.pizzas[0].imageUrl == "https://doclerlabs.github.io/mobile-native-challenge/images/pizza_PNG44095.png")
    }

    @Test func pizzasFirstDataCommit() throws {
        let first = try pizzas("doclerlabs-mobile-native-challenge_2899e62_pizzas.json")
        #expect(first.pizzas.count == 10)
        #expect(first.pizzas[0].imageUrl == "http://pngimg.com/uploads/pizza/pizza_PNG44095.png")
    }

    @Test func theRecordedMenuMapsToTheDomainFixture() throws {
        let menu = try MenuMapping.menu(
            ingredients: items("myjson-2018-06-12_ingredients.json"),
            drinks: items("myjson-2018-06-12_drinks.json"),
            pizzas: pizzas("myjson-2018-06-12_pizzas.json")
        )
        #expect(menu == .recorded)
        #expect(menu.problems.isEmpty)
    }

    // MARK: httpbin echoes

    @Test func echoOfAJSONOrder() throws {
        let echo = try echo("post_json.body")
        #expect(echo.json == CheckoutBodyDTO(PizzaCheckoutRequest(
            pizzas: [Pizza(name: "Margherita", ingredients: [IngredientID(1), IngredientID(2)], imageURL: "https://cdn.pbrd.co/images/M57yElqQo.png")],
            drinks: [DrinkID(1), DrinkID(4)]
        )))
        #expect(echo.headers?["Content-Type"] == "application/json")
    }

    @Test func echoOfAJSONOrderWithCharset() throws {
        let echo = try echo("post_json_charset_swiftlike.body")
        #expect(echo.json?.request == PizzaCheckoutRequest(pizzas: [Pizza(name: "Custom", ingredients: [1, 5, 6].map { IngredientID($0) })], drinks: []))
    }

    @Test func echoOfAnOrderSentAsTextPlainStillHasItsJSON() throws {
        #expect(try echo("post_textplain.body").json?.drinks == [1, 4])
    }

    @Test func echoOfAnEmptyBodyHasNoJSON() throws {
        let echo = try echo("post_empty.body")
        #expect(echo.json == nil)
        #expect(echo.data == "")
    }

    @Test func echoOfInvalidJSONHasNoJSON() throws {
        let echo = try echo("post_invalid_json.body")
        #expect(echo.json == nil)
        #expect(echo.data == "{not json")
    }

    @Test func echoOfAFormHasNoJSON() throws {
        #expect(try echo("post_form_and_args.body").json == nil)
    }

    @Test func echoOfJSONSentAsAFormHasNoJSON() throws {
        #expect(try echo("post_json_body_without_content_type.body").json == nil)
    }

    @Test func echoThroughGunicornWithItsHeaders() throws {
        let text = String(decoding: try recording("httpbin-echo/post_via_gunicorn.txt"), as: UTF8.self)
        let body = try #require(text.range(of: "\r\n\r\n") ?? text.range(of: "\n\n"))
        let echo = try ResponseDecoding.decode(HTTPBinEchoDTO.self, from: Data(text[body.upperBound...].utf8))
        #expect(echo.json?.request == PizzaCheckoutRequest(pizzas: [], drinks: [DrinkID(3)]))
    }
}
