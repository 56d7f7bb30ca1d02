import Domain
import Foundation
import Networking
import TestSupport
import Testing

@Suite struct WineAPIClientTests {
    let base = URL(string: "http://127.0.0.1:8765")!

    @Test func catalogURLsAreBuiltAsTheAPIExpects() throws {
        let endpoint = WineAPIEndpoint(baseURL: base, apiKey: "K")
        let url = endpoint.catalog(WineCatalogRequest(categoryIDs: [490, 124], sort: .init(key: "name", ascending: true), offset: 0, size: 25, search: "merlot"))
        #expect(url.absoluteString == "http://127.0.0.1:8765/api/beta2/service.svc/json/catalog?apikey=K&filter=categories(490+124)&sort=name%7Cascending&offset=0&size=25&search=merlot")
        let sort = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "sort" })
        #expect(sort.value == "name|ascending")
    }

    @Test func categoryMapURLsAreBuiltAsTheAPIExpects() {
        let url = WineAPIEndpoint(baseURL: base, apiKey: "K").categoryMap()
        #expect(url.absoluteString == "http://127.0.0.1:8765/api/beta2/service.svc/json/categorymap?apikey=K&filter=categories(490)&show=(4+5+1+6)")
    }

    @Test func typedTextIsPercentEncodedAndSpacesBecomePlus() {
        let endpoint = WineAPIEndpoint(baseURL: URL(string: "http://127.0.0.1:8765/")!, apiKey: "a&b=c")
        let url = endpoint.catalog(WineCatalogRequest(sort: .init(key: "name", ascending: false), search: " dom  pérignon&x "))
        #expect(url.absoluteString == "http://127.0.0.1:8765/api/beta2/service.svc/json/catalog?apikey=a%26b%3Dc&sort=name%7Cdescending&offset=0&size=25&search=dom+p%C3%A9rignon%26x")
    }

    @Test func typedTextIsEncodedAsFoundationEncodesTheUnreservedSet() {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for text in [everyASCII, "", "pérignon", "Grüner Veltliner", "東京", "🍷 & 🧀", "a%20b", "\u{0}\u{7F}\u{80}\u{10FFFF}"] {
            let endpoint = WineAPIEndpoint(baseURL: base, apiKey: text)
            let expected = text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
            #expect(endpoint.categoryMap().absoluteString.contains("apikey=\(expected)&"), "\(text.debugDescription)")
        }
    }

    @Test func productFiltersUseTheProductSyntax() {
        let url = WineAPIEndpoint(baseURL: base, apiKey: "K").catalog(WineCatalogRequest(productIDs: [112875], size: 1))
        #expect(url.query == "apikey=K&filter=product(112875)&offset=0&size=1")
    }

    @Test func anUnreachableServerSaysSo() async {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/api/beta2/service.svc/json/categorymap", failing: .unreachable("Connection refused"))
        let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "K")
        await #expect(throws: AppError.unavailable(service: "wine.com", reason: "cannot be reached (Connection refused)")) { try await client.categories() }
    }

    @Test func anHTMLErrorPageIsNotDecoded() async {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/api/beta2/service.svc/json/catalog") { _ in
            HTTPResponse(status: 502, headers: [HTTPHeader("Content-Type", "text/html")], body: Data("<html><title>Bad Gateway</title></html>".utf8))
        }
        let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "K")
        await #expect(throws: AppError.unavailable(service: "wine.com", reason: "answered HTTP 502: Bad Gateway")) { try await client.catalogPage(offset: 0, size: 100) }
    }

    @Test func aWrongTypeIsReportedWithItsJSONPath() async {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/api/beta2/service.svc/json/catalog", json: #"{"Status":{"ReturnCode":0,"Messages":[]},"Products":{"List":[{"Id":1,"Name":"A"},{"Id":"x","Name":"B"}],"Total":2}}"#)
        let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "K")
        await #expect(throws: AppError.unavailable(service: "wine.com", reason: "sent an unexpected response at $.Products.List[1].Id: expected a number")) {
            try await client.catalogPage(offset: 0, size: 100)
        }
    }

    @Test func truncatedJSONIsReported() async {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/api/beta2/service.svc/json/catalog", json: #"{"Status":{"ReturnCode":0,"Messages":[]},"Products":{"List":[{"Id":1,"#)
        let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "K")
        await #expect(throws: AppError.self) { try await client.catalogPage(offset: 0, size: 100) }
    }

    @Test func importPagesAskForTheIDOrderAndThePage() async throws {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/api/beta2/service.svc/json/catalog", json: #"{"Status":{"ReturnCode":0,"Messages":[]},"Products":{"List":[],"Offset":100,"Total":100}}"#)
        let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "kiosk-demo-key")
        let page = try await client.catalogPage(offset: 100, size: 100)
        #expect(page.total == 100)
        #expect(transport.requests.first?.url.query == "apikey=kiosk-demo-key&sort=justIn%7Cascending&offset=100&size=100")
    }

    @Test func unicodeAndNullsAreAccepted() async throws {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/api/beta2/service.svc/json/catalog", json: #"{"Status":{"ReturnCode":0,"Messages":null},"Products":{"List":[{"Id":7,"Name":"Château Pétrus 🍷","Labels":null,"Appellation":null,"Varietal":{"Id":1,"Name":"Rosé","WineType":null},"Vintage":2009,"Description":null,"PriceRetail":0}],"Total":1}}"#)
        let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "K")
        let wine = try #require(try await client.catalogPage(offset: 0, size: 100).wines.first)
        #expect(wine.name == "Château Pétrus 🍷")
        #expect(wine.labelURL == nil)
        #expect(wine.vintage == "2009")
        #expect(wine.price == nil)
        #expect(wine.wineType == nil)
    }

    @Test func aLabelIsKeptOnlyWhenItsURLIsAnHTTPAddress() async throws {
        let transport = FakeHTTPTransport()
        let labels = [
            (1, #"[{"Name":"large","Url":"not a url"},{"Name":"thumbnail","Url":"https://cache.wine.com/labels/1m.jpg"}]"#),
            (2, #"[{"Name":"large","Url":"javascript:alert(1)"},{"Name":"thumbnail","Url":"/labels/2m.jpg"}]"#),
            (3, #"[{"Name":"large","Url":"file:///etc/passwd"},{"Name":null,"Url":"http://"}]"#),
            (4, #"[{"Name":"large","Url":"HTTP://cache.wine.com/labels/4l.jpg"}]"#),
        ]
        let list = labels.map { id, labels in #"{"Id":\#(id),"Name":"W\#(id)","Labels":\#(labels)}"# }.joined(separator: ",")
        transport.on(.get, "/api/beta2/service.svc/json/catalog", json: #"{"Status":{"ReturnCode":0,"Messages":[]},"Products":{"List":[\#(list)],"Total":4}}"#)
        let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "K")
        let wines = try await client.catalogPage(offset: 0, size: 100).wines
        #expect(wines.map(\.labelURL) == ["https://cache.wine.com/labels/1m.jpg", nil, nil, "HTTP://cache.wine.com/labels/4l.jpg"])
    }

    // MARK: - The service check

    @Test func theServiceCheckAcceptsACategoryMapWithOrWithoutAStatus() async throws {
        for body in [
            #"{"Status":{"ReturnCode":0,"Messages":[]},"Categories":[{"Id":4,"Name":"Wine Type","Refinements":[{"Id":124,"Name":"Red Wine"}]}]}"#,
            #"{"Categories":[{"Id":4,"Name":"Wine Type","Refinements":[]}]}"#,
            #"{"Status":null,"Categories":[]}"#,
        ] {
            let transport = FakeHTTPTransport()
            transport.on(.get, "/api/beta2/service.svc/json/categorymap", json: body)
            let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "K")
            try await client.checkReachable()
        }
    }

    @Test func theServiceCheckReportsAFailingStatus() async {
        let transport = FakeHTTPTransport()
        transport.on(.get, "/api/beta2/service.svc/json/categorymap", json: #"{"Status":{"ReturnCode":200,"Messages":["Invalid key"]},"Categories":[]}"#)
        let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "K")
        await #expect(throws: AppError.self) { try await client.checkReachable() }
    }

    @Test func theServiceCheckReportsWhatIsNotAWineComAnswer() async {
        let answers: [HTTPResponse] = [
            HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "text/html")], body: Data("<html><title>Captive portal</title></html>".utf8)),
            HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json")], body: Data(#"{"Status":{"ReturnCode":0,"#.utf8)),
            HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json")], body: Data(#"{"Status":{"Messages":[]}}"#.utf8)),
            HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json")], body: Data("[1, 2]".utf8)),
            HTTPResponse(status: 503, headers: [], body: Data()),
        ]
        for answer in answers {
            let transport = FakeHTTPTransport()
            transport.on(.get, "/api/beta2/service.svc/json/categorymap") { _ in answer }
            let client = WineAPIClient(transport: transport, baseURL: base, apiKey: "K")
            await #expect(throws: AppError.self, "\(String(decoding: answer.body, as: UTF8.self))") { try await client.checkReachable() }
        }
    }
}
