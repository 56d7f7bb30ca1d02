import Domain
import Foundation
import GRDB
import UseCases

/// The last menu fetched from the API, in the Kiosk database, so the menu is there while the
/// API is down.
public struct SQLitePizzaMenuCache: PizzaMenuCache {
    private let database: KioskDatabase

    /// A cache over `database` (already migrated).
    public init(database: KioskDatabase) {
        self.database = database
    }

    public func save(_ menu: Menu, fetchedAt: Date) throws {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO pizzaMenuCache (id, menu, fetchedAt) VALUES (1, ?, ?)
                        ON CONFLICT(id) DO UPDATE SET menu = excluded.menu, fetchedAt = excluded.fetchedAt
                        """,
                    arguments: [try PizzaJSON.encode(menu), fetchedAt.timeIntervalSince1970]
                )
            }
        }
    }

    public func load() throws -> CachedMenu? {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT menu, fetchedAt FROM pizzaMenuCache WHERE id = 1") else { return nil }
                let menu = try PizzaJSON.decode(
                    Menu.self, from: row["menu"], what: "pizza menu cache",
                    recovery: "It is only a cache: load the menu again while the API is reachable."
                )
                return CachedMenu(menu: menu, fetchedAt: Date(timeIntervalSince1970: row["fetchedAt"]))
            }
        }
    }
}
