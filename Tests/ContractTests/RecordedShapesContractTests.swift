import Foundation
import MockServerKit
import Testing
import TestSupport

/// HTTP-level contract checks: what the target serves has the shapes the recordings imply,
/// read with Foundation's decoder (independent of the mock's own JSON code).
@Suite(.hangGuard) struct RecordedShapesContractTests {
    struct Priced: Decodable, Equatable {
        let id: Int
        let name: String
        let price: Decimal
    }

    struct Pizzas: Decodable {
        struct Pizza: Decodable {
            let name: String
            let ingredients: [Int]
            let imageUrl: String?
        }

        let basePrice: Decimal
        let pizzas: [Pizza]
    }

    @Test func nennosBinsDecodeIntoTheMenuTheRecordingsDescribe() async throws {
        let target = try await ContractTarget.start()
        let (ingredients, _) = try await LoopbackClient.get(target.baseURL.appendingPathComponent("bins/ozt3z"))
        let (drinks, _) = try await LoopbackClient.get(target.baseURL.appendingPathComponent("bins/150da7"))
        let (pizzas, _) = try await LoopbackClient.get(target.baseURL.appendingPathComponent("bins/dokm7"))
        await target.stop()
        let decoder = JSONDecoder()
        #expect(try decoder.decode([Priced].self, from: ingredients).count == 10)
        #expect(try decoder.decode([Priced].self, from: drinks) == [
            Priced(id: 1, name: "Still Water", price: 1), Priced(id: 2, name: "Sparkling Water", price: Decimal(string: "1.5")!),
            Priced(id: 3, name: "Coke", price: Decimal(string: "2.5")!), Priced(id: 4, name: "Beer", price: 3), Priced(id: 5, name: "Red Wine", price: 4),
        ])
        let menu = try decoder.decode(Pizzas.self, from: pizzas)
        #expect(menu.basePrice == 4)
        #expect(menu.pizzas.contains { $0.imageUrl == nil }, "a pizza without imageUrl, as recorded")
    }

    @Test func wineCatalogPagesCarryTheEnvelopeAndProductsAsRecorded() async throws {
        let target = try await ContractTarget.start()
        var components = URLComponents(url: target.baseURL.appendingPathComponent("api/beta2/service.svc/json/catalog"), resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = "apikey=\(MockServerConfiguration.defaultWineAPIKey)&filter=categories(490+124)&sort=name%7Cascending&offset=0&size=25"
        let (data, status) = try await LoopbackClient.get(components.url!)
        let journal = target.journal()
        await target.stop()
        #expect(status == 200)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let envelope = try #require(document["Status"] as? [String: Any])
        #expect(envelope["ReturnCode"] as? Int == 0)
        let products = try #require(document["Products"] as? [String: Any])
        let list = try #require(products["List"] as? [[String: Any]])
        #expect(!list.isEmpty && list.count <= 25)
        for product in list {
            #expect(product["Id"] is Int)
            #expect(product["Name"] is String)
            #expect(product["PriceRetail"] is NSNumber)
        }
        if !target.isLive {
            #expect(journal.last?.query.contains("filter=categories(490+124)") == true)
            #expect(journal.last?.answeredBy == "simulation wine.catalog")
        }
    }
}
