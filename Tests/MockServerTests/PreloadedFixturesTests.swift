import Foundation
import MockServerKit
import Testing
import TestSupport

/// Fixtures loaded once and shared by several servers.
@Suite(.hangGuard) struct PreloadedFixturesTests {
    @Test func serversSharingPreloadedFixturesServeThemAndKeepTheirOwnState() async throws {
        let preloaded = try MockFixtures.load(for: .init(port: 0))
        let first = try await MockServer.start(preloaded: preloaded)
        let second = try await MockServer.start(preloaded: preloaded)
        let created = try await RawHTTP.send(port: first.port, "POST", "/api/v1/counter", json: #"{"title":"Coffee"}"#)
        let drinks = try await RawHTTP.send(port: second.port, "GET", "/bins/150da7")
        let counters = try await RawHTTP.send(port: second.port, "GET", "/api/v1/counters")
        await first.stop()
        await second.stop()
        #expect(created.status == 200)
        #expect(drinks.status == 200 && drinks.text.contains("Sparkling Water"))
        #expect(counters.text == "[]")
        #expect(first.service.wine.productCount == second.service.wine.productCount)
    }

    @Test func preloadedFixturesForAnotherCatalogAreNotUsed() throws {
        let preloaded = try MockFixtures.load(for: .init(port: 0))
        #expect(preloaded.serves(.init(port: 0)))
        #expect(!preloaded.serves(.init(port: 0, catalogSize: 10)))
        let service = try MockService(configuration: .init(port: 0, catalogSize: 10), preloaded: preloaded)
        let plain = try MockService(configuration: .init(port: 0), preloaded: preloaded)
        #expect(service.wine.productCount == plain.wine.productCount + 10)
    }
}
