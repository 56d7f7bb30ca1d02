import Domain
import Foundation
import Persistence
import TestSupport
import Testing
import UseCases

@Suite struct PizzaSQLiteMenuCacheTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    func cache() throws -> SQLitePizzaMenuCache { SQLitePizzaMenuCache(database: try KioskDatabase(directory: directory.url)) }

    @Test func nothingIsCachedAtFirst() throws {
        #expect(try cache().load() == nil)
    }

    @Test func theLastMenuSavedIsKeptAcrossProcesses() throws {
        let first = Date(timeIntervalSince1970: 1_700_000_000)
        let second = Date(timeIntervalSince1970: 1_750_000_000)
        try cache().save(.empty, fetchedAt: first)
        try cache().save(.recorded, fetchedAt: second)
        #expect(try cache().load() == CachedMenu(menu: .recorded, fetchedAt: second))
    }
}
