import Domain
import Foundation
import UseCases

/// The last menu any kiosk fetched, shared, so every kiosk has a menu while the API is down.
public struct PostgresPizzaMenuCache: PizzaMenuCache {
    private let database: PostgresDatabase

    /// A cache over `database`.
    public init(database: PostgresDatabase) { self.database = database }

    public func save(_ menu: Menu, fetchedAt: Date) throws {
        let json = try PizzaJSON.encode(menu)
        try database.transaction { connection in
            try connection.execute(
                """
                INSERT INTO pizza_menu_cache (id, menu, fetched_at) VALUES (1, $1, $2)
                ON CONFLICT (id) DO UPDATE SET menu = excluded.menu, fetched_at = excluded.fetched_at
                """,
                [json, fetchedAt.timeIntervalSince1970]
            )
        }
    }

    public func load() throws -> CachedMenu? {
        try database.transaction { connection in
            guard let row = try connection.execute("SELECT menu, fetched_at FROM pizza_menu_cache WHERE id = 1").first else { return nil }
            let menu = try PizzaJSON.decode(
                Menu.self, from: try row.string("menu"), what: "pizza menu cache",
                recovery: "It is only a cache: load the menu again while the API is reachable."
            )
            return CachedMenu(menu: menu, fetchedAt: Date(timeIntervalSince1970: try row.double(required: "fetched_at")))
        }
    }
}
