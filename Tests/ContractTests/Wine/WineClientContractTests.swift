import Domain
import Foundation
import MockServerKit
import Networking
import TestSupport
import Testing

/// `WineAPIClient` over `CurlTransport` against the target: the requests it sends are the ones
/// the recordings in `Fixtures/wine` show, and what it decodes from the answers is what those
/// recordings say about each wine.
@Suite struct WineClientContractTests {
    /// One `catalog` call and the recording it must reproduce.
    struct CatalogCase: Sendable, CustomTestStringConvertible {
        /// `wine/<name>` of the recording.
        let fixture: String
        /// What the client is asked for.
        let request: WineCatalogRequest
        /// Query items the client always sends that the recording left to the API's defaults.
        let defaults: Set<String>
        /// Whether the target returns the recording's products (in its order): true where the
        /// recording is the whole answer for its query; the red-wines page came from a larger
        /// catalog than the recordings hold.
        let sameProducts: Bool

        var testDescription: String { fixture }
    }

    static let catalogCases: [CatalogCase] = [
        CatalogCase(fixture: "catalog-merlot-napa-valley", request: .init(categoryIDs: [490, 138, 2398], size: 10), defaults: ["offset"], sameProducts: true),
        CatalogCase(fixture: "catalog-red-wines-offset-10", request: .init(categoryIDs: [490, 124], offset: 10, size: 4), defaults: [], sameProducts: false),
        CatalogCase(fixture: "catalog-white-wines", request: .init(categoryIDs: [490, 125], size: 10), defaults: ["offset"], sameProducts: true),
        CatalogCase(fixture: "catalog-search-dom-perignon", request: .init(size: 10, search: "dom perignon"), defaults: ["offset"], sameProducts: true),
        CatalogCase(fixture: "catalog-no-results", request: .init(search: "zzzz"), defaults: ["offset", "size"], sameProducts: true),
        CatalogCase(fixture: "catalog-product-91856", request: .init(productIDs: [91856]), defaults: ["offset", "size"], sameProducts: true),
        CatalogCase(fixture: "catalog-product-112875", request: .init(productIDs: [112875]), defaults: ["offset", "size"], sameProducts: true),
        CatalogCase(fixture: "catalog-wineset-edited", request: .init(productIDs: [120039]), defaults: ["offset", "size"], sameProducts: true),
        CatalogCase(fixture: "catalog-product-120588", request: .init(size: 1), defaults: ["offset"], sameProducts: false),
    ]

    /// The key the target accepts: `KIOSK_WINE_APIKEY` for a live target, else the mock's.
    static var apiKey: String {
        ProcessInfo.processInfo.environment["KIOSK_WINE_APIKEY"] ?? MockServerConfiguration.defaultWineAPIKey
    }

    private func client(_ target: ContractTarget, apiKey: String = Self.apiKey) -> WineAPIClient {
        WineAPIClient(transport: ContractTarget.transport(), baseURL: target.baseURL, apiKey: apiKey, timeout: ContractTarget.patientTimeout)
    }

    /// Every product of every recorded catalog answer, by id (the first recording of each wins,
    /// in file-name order, as in the mock's catalog).
    static func recordedProducts() throws -> [Int: RecordedWine] {
        let directory = Products.packageRoot.appendingPathComponent("Fixtures/wine")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("catalog-") && $0.hasSuffix(".json") && !$0.hasSuffix(".body.json") }
            .sorted()
        var products: [Int: RecordedWine] = [:]
        for name in names {
            for wine in try RecordedWine.list(in: RecordedInteraction.load("wine/" + name.dropLast(5))) where products[wine.id] == nil {
                products[wine.id] = wine
            }
        }
        return products
    }

    // MARK: - Requests

    @Test(.enabled(if: ContractTarget.usesMock, "needs the mock's journal"))
    func categoryMapRequestIsTheRecordedOne() async throws {
        let recording = try RecordedInteraction.load("wine/categorymap-wine")
        let sent = try await ContractTarget.with { target in
            _ = try await client(target).categories()
            return target.journal()
        }
        try #require(sent.count == 1)
        sent[0].expectMatches(recording)
        #expect(sent[0].query("apikey") == Self.apiKey)
        #expect(sent[0].header("Accept") == "application/json")
    }

    @Test(.enabled(if: ContractTarget.usesMock, "needs the mock's journal"), arguments: catalogCases)
    func catalogRequestIsTheRecordedOne(_ example: CatalogCase) async throws {
        let recording = try RecordedInteraction.load("wine/" + example.fixture)
        let sent = try await ContractTarget.with { target in
            _ = try await client(target).catalog(example.request)
            return target.journal()
        }
        try #require(sent.count == 1)
        sent[0].expectMatches(recording, defaults: example.defaults)
        #expect(sent[0].query("apikey") == Self.apiKey)
        // The API's own syntax goes out literally: `categories(490+124)`, not `%28490%2B124%29`.
        for item in recording.query where item.name == "filter" || item.name == "search" {
            #expect(sent[0].query.contains("\(item.name)=\(item.value)"), "\(item) literally in \(sent[0].query)")
        }
        if example.defaults.contains("offset") { #expect(sent[0].query("offset") == "0") }
        if example.defaults.contains("size") { #expect(sent[0].query("size") == String(WineCatalogRequest().size)) }
    }

    @Test(.enabled(if: ContractTarget.usesMock, "needs the mock's journal"))
    func sortGoesOutAsKeyBarDirectionWithTheBarEscaped() async throws {
        let sent = try await ContractTarget.with { target in
            _ = try await client(target).catalog(.init(categoryIDs: [490, 124], sort: .init(key: "name", ascending: false), offset: 5, size: 3))
            _ = try await client(target).catalogPage(offset: 100, size: 100)
            return target.journal()
        }
        try #require(sent.count == 2)
        #expect(sent[0].query.contains("sort=name%7Cdescending"))
        #expect(sent[0].query("sort") == "name|descending")
        #expect(sent[0].query("filter") == "categories(490+124)")
        #expect((sent[0].query("offset"), sent[0].query("size")) == ("5", "3"))
        // The import pages through the whole catalog in a stable order: oldest first, by id.
        #expect(sent[1].query("sort") == "justIn|ascending")
        #expect((sent[1].query("offset"), sent[1].query("size")) == ("100", "100"))
        #expect(sent[1].query("filter") == nil)
    }

    // MARK: - Responses

    @Test func categoryMapDecodesIntoTheRecordedCategoriesOfTheFourGroups() async throws {
        let recording = try RecordedInteraction.load("wine/categorymap-wine")
        let document = try #require(try recording.responseJSON() as? [String: Any])
        var expected: [WineCategory] = []
        for group in document["Categories"] as? [[String: Any]] ?? [] {
            guard let id = group["Id"] as? Int, let kind = WineCategoryGroup(rawValue: id) else { continue }
            for refinement in group["Refinements"] as? [[String: Any]] ?? [] {
                expected.append(WineCategory(id: try #require(refinement["Id"] as? Int), name: try #require(refinement["Name"] as? String), group: kind))
            }
        }
        let categories = try await ContractTarget.with { try await client($0).categories() }
        // 6 wine types, 49 varietals, 20 regions, 109 appellations.
        #expect(expected.count == 184)
        #expect(categories == expected)
    }

    @Test(arguments: catalogCases)
    func catalogDecodesIntoTheWinesTheRecordingsDescribe(_ example: CatalogCase) async throws {
        let recording = try RecordedInteraction.load("wine/" + example.fixture)
        let recorded = try RecordedWine.list(in: recording)
        let everyRecorded = try Self.recordedProducts()
        let page = try await ContractTarget.with { try await client($0).catalog(example.request) }
        if example.sameProducts {
            #expect(page.wines.map(RecordedWine.init) == recorded)
        } else {
            #expect(page.wines.count == example.request.size)
        }
        // Whatever the page holds, each wine reads as its recording says.
        for wine in page.wines {
            let expected = try #require(everyRecorded[wine.id], "\(wine.id) is a recorded product")
            #expect(RecordedWine(wine) == expected)
        }
        // Where the recording holds the whole answer (a product by id, no results), the total too.
        if example.sameProducts, let total = try RecordedWine.total(in: recording), total == recorded.count {
            #expect(page.total == total)
        }
        #expect(page.total >= page.wines.count + example.request.offset)
    }

    @Test func productDetailKeepsTheRecordedFactsAndPricesAsMoney() async throws {
        let wine = try await ContractTarget.with { target in
            try #require(try await client(target).catalog(.init(productIDs: [91856])).wines.first)
        }
        // catalog-product-91856: PriceRetail 0 (no retail price), PriceMin 9.99, PriceMax 19.99,
        // two labels (the large one is shown), an empty Description and an empty Vintage.
        #expect(wine.name == "RockBare Shiraz 2005")
        #expect(wine.priceRetail == nil)
        #expect(wine.priceMin == Money(cents: 999))
        #expect(wine.priceMax == Money(cents: 1999))
        #expect(wine.price == Money(cents: 999))
        #expect(wine.labelURL?.hasSuffix("/91856l.jpg") == true)
        #expect(wine.description.isEmpty)
        #expect(wine.displayDescription == Wine.descriptionPlaceholder)
        #expect(wine.vintage == nil)
        #expect(wine.varietal?.group == .varietal)
        #expect(wine.region?.group == .region)
    }

    @Test func editedWineSetWithEmptyStringsInPlaceOfObjectsDecodes() async throws {
        let wine = try await ContractTarget.with { target in
            try #require(try await client(target).catalog(.init(productIDs: [120039])).wines.first)
        }
        #expect(wine.type == "WineSet")
        #expect(wine.priceRetail == Money(cents: 4999))
        #expect(!wine.description.isEmpty)
    }

    @Test(.enabled(if: ContractTarget.usesMock, "generated products exist in the mock only"))
    func wineWithoutALabelDecodesWithoutALabelURL() async throws {
        let page = try await ContractTarget.with(configuration: .init(port: 0, catalogSize: 200)) { target in
            try await client(target).catalog(.init(sort: .init(key: "name", ascending: true), size: 100))
        }
        #expect(page.total == 39 + 200)
        #expect(page.wines.contains { $0.labelURL == nil })
        #expect(page.wines.contains { $0.labelURL != nil })
    }

    @Test func badKeyIsTheRejectedRequestErrorNotUnreachable() async throws {
        let error = try await ContractTarget.with { target in
            await #expect(throws: AppError.self) { try await client(target, apiKey: "not-the-key").categories() }
        }
        guard case let .unavailable(service, reason)? = error else {
            Issue.record("expected .unavailable, got \(String(describing: error))")
            return
        }
        #expect(service == WineAPIClient.serviceName)
        #expect(reason.hasPrefix("rejected the request: ReturnCode 200"), "\(reason)")
        if ContractTarget.usesMock {
            #expect(reason == "rejected the request: ReturnCode 200: Unable to Authorize. We cannot authorize this account.")
        }
    }
}
