import Foundation
import MockServerKit
import Testing
import TestSupport

/// The wine.com catalog simulation: query semantics over the recorded products.
@Suite(.hangGuard) struct WineSimulationTests {
    static let catalog = "/api/beta2/service.svc/json/catalog"

    private func page(_ server: RunningMockServer, _ query: String) async throws -> (list: [[String: Any]], offset: Int, total: Int, status: [String: Any]) {
        let response = try await RawHTTP.send(port: server.port, "GET", "\(Self.catalog)?apikey=kiosk-demo-key&\(query)")
        #expect(response.status == 200)
        let document = try #require(try response.json() as? [String: Any])
        let products = try #require(document["Products"] as? [String: Any])
        #expect(Array(products.keys).sorted() == ["List", "Offset", "Total", "Url"])
        return (products["List"] as! [[String: Any]], products["Offset"] as! Int, products["Total"] as! Int, document["Status"] as! [String: Any])
    }

    private func names(_ list: [[String: Any]]) -> [String] { list.map { $0["Name"] as! String } }

    @Test func missingOrWrongAPIKeyIsReturnCode200WithHTTP200() async throws {
        let server = try await MockServer.start()
        for query in ["", "?apikey=wrong", "?APIKEY=nope&size=3"] {
            let response = try await RawHTTP.send(port: server.port, "GET", Self.catalog + query)
            #expect(response.status == 200)
            let status = try #require((try response.json() as? [String: Any])?["Status"] as? [String: Any])
            #expect(status["ReturnCode"] as? Int == 200)
            #expect((status["Messages"] as? [String])?.isEmpty == false)
        }
        await server.stop()
    }

    @Test func theKeyIsConfigurable() async throws {
        let server = try await MockServer.start(configuration: .init(port: 0, wineAPIKey: "secret"))
        let accepted = try await RawHTTP.send(port: server.port, "GET", "\(Self.catalog)?apikey=secret")
        let refused = try await RawHTTP.send(port: server.port, "GET", "\(Self.catalog)?apikey=kiosk-demo-key")
        await server.stop()
        #expect(accepted.text.hasPrefix(#"{"Status":{"Messages":[],"ReturnCode":0},"Products":{"List":["#))
        #expect(refused.text.contains(#""ReturnCode":200"#))
    }

    @Test func sizeDefaultsToFiveAndIsAtMostAHundredAndPagesCoverTheCatalog() async throws {
        let server = try await MockServer.start()
        let first = try await page(server, "")
        #expect(first.list.count == 5)
        #expect(first.status["ReturnCode"] as? Int == 0)
        let total = first.total
        #expect(total == server.service.wine.productCount)
        #expect(total >= 39)
        let all = try await page(server, "size=1000")
        #expect(all.list.count == min(100, total))
        var paged: [String] = []
        var offset = 0
        while offset < total {
            let next = try await page(server, "offset=\(offset)&size=7")
            #expect(next.offset == offset)
            paged += names(next.list)
            offset += 7
        }
        #expect(paged == names(all.list))
        #expect(try await page(server, "offset=\(total + 5)").list.isEmpty)
        await server.stop()
    }

    @Test func sortedPagesWithoutFiltersAreSlicesOfTheWholeSortedCatalog() async throws {
        let server = try await MockServer.start(configuration: .init(port: 0, catalogSize: 250))
        let whole = try await page(server, "sort=name%7Cdescending&size=100")
        var paged: [String] = []
        for offset in stride(from: 0, to: 100, by: 30) {
            let next = try await page(server, "sort=name%7Cdescending&offset=\(offset)&size=30")
            #expect(next.total == whole.total)
            paged += names(next.list)
        }
        let beyond = try await page(server, "sort=name%7Cdescending&offset=\(whole.total)&size=30")
        await server.stop()
        #expect(whole.total == server.service.wine.productCount)
        #expect(paged.prefix(100) == names(whole.list)[...])
        #expect(names(whole.list) == names(whole.list).sorted { $0.lowercased() > $1.lowercased() })
        #expect(beyond.list.isEmpty && beyond.total == whole.total)
    }

    @Test func categoriesFilterRequiresEveryCategory() async throws {
        let server = try await MockServer.start()
        let merlots = try await page(server, "filter=categories(490+124+138)&size=100")
        #expect(merlots.total >= 10)
        for product in merlots.list {
            let varietal = product["Varietal"] as! [String: Any]
            #expect(varietal["Id"] as? Int == 138)
        }
        let napaMerlots = try await page(server, "filter=categories(138+2398)&size=100")
        #expect(napaMerlots.total > 0 && napaMerlots.total <= merlots.total)
        for product in napaMerlots.list {
            #expect((product["Appellation"] as! [String: Any])["Id"] as? Int == 2398)
        }
        let whites = try await page(server, "filter=categories(125)&size=100")
        #expect(Set(names(whites.list)).isDisjoint(with: names(merlots.list)))
        #expect(try await page(server, "filter=categories(124+125)").total == 0)
        await server.stop()
    }

    @Test func productFilterSelectsByID() async throws {
        let server = try await MockServer.start()
        let one = try await page(server, "filter=product(112875)")
        #expect(one.total == 1)
        #expect(one.list.first?["Id"] as? Int == 112875)
        let two = try await page(server, "filter=product(112875+91856)")
        #expect(Set(two.list.map { $0["Id"] as! Int }) == [112875, 91856])
        #expect(try await page(server, "filter=product(1)").total == 0)
        await server.stop()
    }

    @Test func searchMatchesEveryWordOfTheNameWithoutCase() async throws {
        let server = try await MockServer.start()
        let result = try await page(server, "search=DOM+perignon&size=100")
        #expect(result.total == 10)
        for name in names(result.list) { #expect(name.lowercased().contains("dom") && name.lowercased().contains("perignon")) }
        #expect(try await page(server, "search=perignon%20rose").total == 1)
        #expect(try await page(server, "search=zzzz").total == 0)
        await server.stop()
    }

    @Test func sortOrdersByNameAndTheOtherKeys() async throws {
        let server = try await MockServer.start()
        let ascending = names(try await page(server, "sort=name|ascending&size=100").list)
        #expect(ascending == ascending.sorted { $0.lowercased() < $1.lowercased() })
        let descending = names(try await page(server, "sort=name%7Cdescending&size=100").list)
        #expect(descending == ascending.reversed() || descending.first == ascending.last)
        let prices = try await page(server, "sort=price|ascending&size=100").list.map { $0["PriceRetail"] as! Double }
        #expect(prices == prices.sorted())
        let ratings = try await page(server, "sort=rating|descending&size=100").list.map { ($0["Ratings"] as! [String: Any])["HighestScore"] as! Int }
        #expect(ratings == ratings.sorted(by: >))
        await server.stop()
    }

    @Test func labelsPointAtTheMockAndAreServedAsDeterministicPNGs() async throws {
        let server = try await MockServer.start()
        let product = try #require(try await page(server, "filter=product(91856)").list.first)
        let labels = try #require(product["Labels"] as? [[String: Any]])
        #expect(labels.count == 2)
        for label in labels {
            let url = try #require(URL(string: label["Url"] as! String))
            #expect(url.host == "127.0.0.1" && url.port == server.port)
            let image = try await RawHTTP.send(port: server.port, "GET", url.path)
            #expect(image.status == 200)
            #expect(image.header("Content-Type") == "image/png")
            #expect(Array(image.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(try await RawHTTP.send(port: server.port, "GET", url.path).body == image.body)
        }
        #expect(try await RawHTTP.send(port: server.port, "GET", "/labels/999999m.jpg").status == 404)
        await server.stop()
    }

    @Test func recordedProductsKeepTheirRecordedFields() async throws {
        let server = try await MockServer.start()
        let response = try await RawHTTP.send(port: server.port, "GET", "\(Self.catalog)?apikey=kiosk-demo-key&filter=product(120588)")
        await server.stop()
        // Prices keep wine.com's four decimals and slashes are escaped as the API sent them.
        #expect(response.text.contains(#""PriceMax":39.9900,"PriceMin":24.9900,"PriceRetail":40.0000"#))
        #expect(response.text.contains(#""Url":"http:\/\/www.wine.com\/V6\/Mount-Veeder-Winery-Cabernet-Sauvignon-2010\/wine\/120588\/detail.aspx""#))
    }

    @Test func categoryMapShowsTheRequestedCategoriesInOrder() async throws {
        let server = try await MockServer.start()
        let response = try await RawHTTP.send(port: server.port, "GET", "/api/beta2/service.svc/json/categorymap?apikey=kiosk-demo-key&filter=categories(490)&show=(5+4)")
        let refused = try await RawHTTP.send(port: server.port, "GET", "/api/beta2/service.svc/json/categorymap")
        await server.stop()
        let categories = try #require((try response.json() as? [String: Any])?["Categories"] as? [[String: Any]])
        #expect(categories.map { $0["Name"] as! String } == ["Varietal", "Wine Type"])
        #expect((categories[0]["Refinements"] as! [Any]).count == 49)
        #expect(refused.text.contains(#""ReturnCode":200"#))
    }

    @Test func aGeneratedCatalogIsDeterministicFilterableAndLarge() async throws {
        let first = try await MockServer.start(configuration: .init(port: 0, catalogSize: 100_000, catalogSeed: 7))
        let second = try await MockServer.start(configuration: .init(port: 0, catalogSize: 100_000, catalogSeed: 7))
        let query = "\(Self.catalog)?apikey=kiosk-demo-key&filter=categories(124+138)&sort=name|descending&offset=40&size=20"
        let a = try await RawHTTP.send(port: first.port, "GET", query)
        let b = try await RawHTTP.send(port: second.port, "GET", query.replacingOccurrences(of: "\(first.port)", with: "\(second.port)"))
        let whole = try await page(first, "size=3")
        await first.stop()
        await second.stop()
        #expect(whole.total >= 100_000)
        let list = try #require(((try a.json() as? [String: Any])?["Products"] as? [String: Any])?["List"] as? [[String: Any]])
        #expect(list.count == 20)
        for product in list { #expect((product["Varietal"] as! [String: Any])["Id"] as? Int == 138) }
        #expect(a.text.replacingOccurrences(of: "\(first.port)", with: "") == b.text.replacingOccurrences(of: "\(second.port)", with: ""))
    }
}
