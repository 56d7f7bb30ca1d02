import Foundation
import Testing
import TestSupport
import Domain
import UseCases

@Suite struct PizzaLoadMenuTests {
    let clock = Clock.fixed(Date(timeIntervalSince1970: 1_750_000_000))
    let down = AppError.unavailable(service: "Nenno's menu", reason: "cannot be reached (connection refused)")

    @Test func aLiveMenuIsReturnedAndCached() async throws {
        let cache = InMemoryPizzaMenuCache()
        let load = try await LoadMenu(gateway: FakePizzaMenuGateway(.success(.recorded)), cache: cache, clock: clock)()
        #expect(load == MenuLoad(menu: .recorded, source: .live))
        #expect(try cache.load() == CachedMenu(menu: .recorded, fetchedAt: clock.now()))
    }

    @Test func withTheAPIDownTheCachedMenuIsUsedAndSaysWhy() async throws {
        let saved = Date(timeIntervalSince1970: 1_700_000_000)
        let cache = InMemoryPizzaMenuCache(CachedMenu(menu: .recorded, fetchedAt: saved))
        let load = try await LoadMenu(gateway: FakePizzaMenuGateway(.failure(down)), cache: cache, clock: clock)()
        #expect(load.menu == .recorded)
        #expect(load.source == .cached(fetchedAt: saved, reason: down))
        #expect(load.isCached)
    }

    @Test func withTheAPIDownAndNothingCachedTheAPIErrorIsThrown() async {
        await #expect(throws: down) {
            try await LoadMenu(gateway: FakePizzaMenuGateway(.failure(down)), cache: InMemoryPizzaMenuCache(), clock: clock)()
        }
    }
}

/// A cache that cannot keep anything, as a shared database that is away.
@Suite struct PizzaLoadMenuCacheAwayTests {
    final class AwayCache: PizzaMenuCache {
        static let away = AppError.unavailable(service: "PostgreSQL database store at 127.0.0.1:5432", reason: "connection refused")
        func save(_ menu: Menu, fetchedAt: Date) throws { throw Self.away }
        func load() throws -> CachedMenu? { throw Self.away }
    }

    @Test func aLiveMenuIsShownThoughItCannotBeKept() async throws {
        let load = try await LoadMenu(gateway: FakePizzaMenuGateway(.success(.recorded)), cache: AwayCache(), clock: .fixed(Date(timeIntervalSince1970: 0)))()
        #expect(load.menu == .recorded)
        #expect(load.source == .live)
    }
}
