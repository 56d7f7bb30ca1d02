import Domain
import Foundation
import Networking
import TestSupport
import Testing

/// Every wine.com recording in `Fixtures/wine/reference` decodes (or fails as it should).
@Suite struct WineRecordingDecodingTests {
    static let directory = Products.packageRoot.appendingPathComponent("Fixtures/wine/reference")

    static func load(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func client(answering name: String) throws -> (WineAPIClient, FakeHTTPTransport) {
        let body = try load(name)
        let transport = FakeHTTPTransport()
        for path in ["/api/beta2/service.svc/json/catalog", "/api/beta2/service.svc/json/categorymap"] {
            transport.on(.get, path) { _ in HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json")], body: body) }
        }
        return (WineAPIClient(transport: transport, baseURL: URL(string: "http://127.0.0.1:1")!, apiKey: "k"), transport)
    }

    static let catalogRecordings: [(file: String, count: Int, total: Int)] = [
        ("taylorjg__WineApi__WineApiUnitTests__TestData__MerlotNapaValleyProducts.json", 10, 766),
        ("christianpena9__db-wine-api__js__wineData.js.json", 10, 28321),
        ("taylorjg__WinePicker__E2E_HttpBackendSetup.js__searchForDomPerignonResponse.json", 10, 51),
        ("taylorjg__WinePicker__E2E_HttpBackendSetup.js__productDetailsFor112875Response.json", 1, 1),
        ("taylorjg__WinePicker__E2E_HttpBackendSetup.js__searchWithNoResultsResponse.json", 0, 0),
        ("taylorjg__WinePicker__JasmineTests__WineDetailsControllerSpec.js__product91856.json", 1, 1),
        ("unknown-repo__findstring-id-2522238584__rspec-products_spec.rb__catalog_WineSet_EDITED.json", 1, 89950),
        ("unknown-repo__findstring-id-30272349713__php-CodeIgniter-User-controller__catalog_1product.json", 1, 63002),
        ("unknown-repo__findstring-id-38719828576__angular-mywines-overview.component.ts__catalog_4products_offset10.json", 4, 67208),
    ]

    @Test(arguments: catalogRecordings)
    func catalogRecordingDecodes(recording: (file: String, count: Int, total: Int)) async throws {
        let (client, _) = try Self.client(answering: recording.file)
        let page = try await client.catalog(WineCatalogRequest())
        #expect(page.wines.count == recording.count)
        #expect(page.total == recording.total)
        for wine in page.wines {
            #expect(!wine.name.isEmpty)
            #expect(wine.id > 0)
        }
    }

    @Test func aSingleProductObjectWithRetailDecodes() throws {
        let data = try Self.load("unknown-repo__findstring-id-4298697888__python-class-Wine-docstring__product_with_Retail_state_MA.json")
        let product = try ResponseDecoding.decode(WineProductDTO.self, from: data)
        #expect(product.wine.id > 0)
    }

    @Test func theMerlotRecordingMapsToTheDomain() async throws {
        let (client, _) = try Self.client(answering: "taylorjg__WineApi__WineApiUnitTests__TestData__MerlotNapaValleyProducts.json")
        let wine = try #require(try await client.catalog(WineCatalogRequest()).wines.first)
        #expect(wine.id == 108074)
        #expect(wine.name == "Duckhorn Napa Merlot 2008")
        #expect(wine.labelURL == "http://cache.wine.com/labels/108074m.jpg")
        #expect(wine.varietal == WineCategory(id: 138, name: "Merlot", group: .varietal))
        #expect(wine.wineType == WineCategory(id: 124, name: "Red Wines", group: .wineType))
        #expect(wine.appellation == WineCategory(id: 2398, name: "Napa Valley", group: .appellation))
        #expect(wine.region == WineCategory(id: 101, name: "California", group: .region))
        #expect(wine.vineyard == "Duckhorn Vineyards")
        #expect(wine.vintage == nil)  // "" in the recording
        #expect(wine.description == "")
        #expect(wine.priceRetail == Money(cents: 4999))
        #expect(wine.priceMin == Money(cents: 4799))
    }

    @Test func proxyYearNullAndZeroRetailAreNone() async throws {
        let (client, _) = try Self.client(answering: "taylorjg__WinePicker__E2E_HttpBackendSetup.js__productDetailsFor112875Response.json")
        let wine = try #require(try await client.catalog(WineCatalogRequest()).wines.first)
        #expect(wine.vintage == nil)
        #expect(wine.priceRetail == nil)
        #expect(wine.price == Money(cents: 2999))
        #expect(wine.labelURL == "http://cache.wine.com/labels/112875l.jpg")  // the large label wins
    }

    @Test func emptyStringsInPlaceOfObjectsAreNone() async throws {
        let (client, _) = try Self.client(answering: "unknown-repo__findstring-id-2522238584__rspec-products_spec.rb__catalog_WineSet_EDITED.json")
        let wine = try #require(try await client.catalog(WineCatalogRequest()).wines.first)
        #expect(wine.appellation == nil)
        #expect(wine.varietal == nil)
        #expect(wine.vineyard == nil)
        #expect(wine.type == "WineSet")
        #expect(wine.description == "Test Description")
    }

    @Test func anHTMLDescriptionIsKeptAndShownAsText() async throws {
        let (client, _) = try Self.client(answering: "taylorjg__WinePicker__E2E_HttpBackendSetup.js__searchForDomPerignonResponse.json")
        let wines = try await client.catalog(WineCatalogRequest()).wines
        let withHTML = try #require(wines.first { $0.description.contains("<") })
        #expect(!withHTML.displayDescription.contains("<"))
        #expect(withHTML.displayDescription != Wine.descriptionPlaceholder)
    }

    @Test(arguments: [
        "taylorjg__WinePicker__WineApiMenuData.js@09ea1e5b__categorymap.json",
        "taylorjg__WinePicker__WineApiMenuData.js@HEAD__derived_categorymap.json",
        "taylorjg__WineApi__WineApiUnitTests__TestData__WineTypes.json",
    ])
    func categoryMapRecordingDecodes(file: String) async throws {
        let (client, _) = try Self.client(answering: file)
        let categories = try await client.categories()
        #expect(!categories.isEmpty)
        #expect(categories.contains(WineCategory(id: 124, name: "Red Wine", group: .wineType)))
    }

    @Test func theCategoryMapHasEveryGroup() async throws {
        let (client, _) = try Self.client(answering: "taylorjg__WinePicker__WineApiMenuData.js@09ea1e5b__categorymap.json")
        let categories = try await client.categories()
        #expect(categories.filter { $0.group == .wineType }.count == 6)
        #expect(categories.filter { $0.group == .varietal }.count == 49)
        #expect(categories.filter { $0.group == .region }.count == 20)
        #expect(categories.filter { $0.group == .appellation }.count == 109)
    }

    @Test(arguments: [
        ("taylorjg__WineApi__WineApiUnitTests__TestData__StatusWithReturnCode200And2Messages.json", "rejected the request: ReturnCode 200: Message1; Message2"),
        ("taylorjg__WineApi__WineApiUnitTests__TestData__StatusWithUnknownReturnCode.json", "rejected the request: ReturnCode 123"),
        ("taylorjg__WinePicker__E2E_HttpBackendSetup.js__searchErrorResponse.json", "rejected the request: ReturnCode 123: Error message 123."),
        ("taylorjg__WinePicker__E2E_HttpBackendSetup.js__productDetailsErrorResponse.json", "rejected the request: ReturnCode 456"),
    ])
    func errorEnvelopesAreRejectionsNotUnreachable(file: String, reason: String) async throws {
        let (client, _) = try Self.client(answering: file)
        await #expect {
            try await client.catalog(WineCatalogRequest())
        } throws: { error in
            guard case let .unavailable(service, message)? = error as? AppError else { return false }
            return service == "wine.com" && message.hasPrefix(reason) && !message.contains("reached")
        }
        await #expect(throws: AppError.self) { try await client.categories() }
    }

    @Test func theBadJSONRecordingFailsNamingTheDocument() async throws {
        let (client, _) = try Self.client(answering: "taylorjg__WineApi__WineApiUnitTests__TestData__BadJson.txt")
        await #expect {
            try await client.categories()
        } throws: { error in
            guard case let .unavailable(_, reason)? = error as? AppError else { return false }
            return reason.contains("at $") && reason.contains("not valid JSON")
        }
    }

    @Test func theReferenceRecordingIsNotACatalog() async throws {
        let (client, _) = try Self.client(answering: "taylorjg__WineApi__WineApiUnitTests__TestData__MerlotReferences.json")
        await #expect {
            try await client.catalog(WineCatalogRequest())
        } throws: { error in
            guard case let .unavailable(_, reason)? = error as? AppError else { return false }
            return reason.contains("$.Products")
        }
    }

    @Test func everyRecordingFileHasATest() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".json") || $0.hasSuffix(".txt") }
        let covered = Set(Self.catalogRecordings.map(\.file) + [
            "unknown-repo__findstring-id-4298697888__python-class-Wine-docstring__product_with_Retail_state_MA.json",
            "taylorjg__WinePicker__WineApiMenuData.js@09ea1e5b__categorymap.json",
            "taylorjg__WinePicker__WineApiMenuData.js@HEAD__derived_categorymap.json",
            "taylorjg__WineApi__WineApiUnitTests__TestData__WineTypes.json",
            "taylorjg__WineApi__WineApiUnitTests__TestData__StatusWithReturnCode200And2Messages.json",
            "taylorjg__WineApi__WineApiUnitTests__TestData__StatusWithUnknownReturnCode.json",
            "taylorjg__WinePicker__E2E_HttpBackendSetup.js__searchErrorResponse.json",
            "taylorjg__WinePicker__E2E_HttpBackendSetup.js__productDetailsErrorResponse.json",
            "taylorjg__WineApi__WineApiUnitTests__TestData__BadJson.txt",
            "taylorjg__WineApi__WineApiUnitTests__TestData__MerlotReferences.json",
        ])
        #expect(Set(files) == covered)
    }
}
