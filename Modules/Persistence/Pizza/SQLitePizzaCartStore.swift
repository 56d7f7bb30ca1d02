import Domain
import Foundation
import GRDB
import UseCases

/// The cart and the orders of Nenno's Pizza in the Kiosk database, so the cart survives
/// restarts and is shared by every process (CLI and TUI) using the same data directory.
public struct SQLitePizzaCartStore: PizzaCartStore {
    private let database: KioskDatabase

    /// A store over `database` (already migrated).
    public init(database: KioskDatabase) {
        self.database = database
    }

    public func load() throws -> PizzaCart {
        try translating { try database.writer.read { db in try readCart(db) } }
    }

    public func update<T>(_ change: (inout PizzaCart) throws -> T) throws -> T {
        try translating {
            try database.writer.write { db in
                var cart = try readCart(db)
                let result = try change(&cart)
                try writeCart(cart, db)
                return result
            }
        }
    }

    public func placeOrder(lines: [PizzaCartLine], placedAt: Date) throws -> PizzaOrder {
        try translating {
            try database.writer.write { db in
                let total = lines.reduce(Money.zero) { $0 + $1.total }
                try db.execute(
                    sql: "INSERT INTO pizzaOrder (placedAt, lines, totalCents) VALUES (?, ?, ?)",
                    arguments: [placedAt.timeIntervalSince1970, try PizzaJSON.encode(lines), total.cents]
                )
                let order = PizzaOrder(id: Int(db.lastInsertedRowID), placedAt: placedAt, lines: lines)
                var cart = try readCart(db)
                cart.settle(lines)
                try writeCart(cart, db)
                return order
            }
        }
    }

    public func orders() throws -> [PizzaOrder] {
        try translating {
            try database.writer.read { db in
                try Row.fetchAll(db, sql: "SELECT id, placedAt, lines FROM pizzaOrder ORDER BY id").map { row in
                    let id: Int = row["id"]
                    let lines = try PizzaJSON.decode(
                        [PizzaCartLine].self, from: row["lines"], what: "pizza order \(id)",
                        recovery: "Delete it with: sqlite3 \(database.url.path) \"DELETE FROM pizzaOrder WHERE id = \(id)\""
                    )
                    return PizzaOrder(id: id, placedAt: Date(timeIntervalSince1970: row["placedAt"]), lines: lines)
                }
            }
        }
    }

    // MARK: - Rows

    private func readCart(_ db: Database) throws -> PizzaCart {
        let next = try Int.fetchOne(db, sql: "SELECT nextLineID FROM pizzaCart WHERE id = 1") ?? 1
        let lines = try Row.fetchAll(db, sql: "SELECT id, item, quantity FROM pizzaCartLine ORDER BY id").map { row in
            let id: Int = row["id"]
            let item = try PizzaJSON.decode(
                PizzaCartItem.self, from: row["item"], what: "pizza cart line \(id)",
                recovery: "Remove it with: kiosk pizza cart remove \(id)"
            )
            return PizzaCartLine(id: PizzaCartLineID(id), item: item, quantity: row["quantity"])
        }
        do {
            return try PizzaCart(lines: lines, nextLineID: PizzaCartLineID(max(next, (lines.last?.id.rawValue ?? 0) + 1)))
        } catch let error as AppError {
            throw AppError.storage(message: "The stored pizza cart breaks a rule (\(error.message)).", recovery: "Remove the offending line with kiosk pizza cart remove.")
        }
    }

    private func writeCart(_ cart: PizzaCart, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM pizzaCartLine")
        for line in cart.lines {
            try db.execute(
                sql: "INSERT INTO pizzaCartLine (id, item, quantity) VALUES (?, ?, ?)",
                arguments: [line.id.rawValue, try PizzaJSON.encode(line.item), line.quantity]
            )
        }
        try db.execute(
            sql: "INSERT INTO pizzaCart (id, nextLineID) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET nextLineID = excluded.nextLineID",
            arguments: [cart.nextLineID.rawValue]
        )
    }

    private func translating<T>(_ body: () throws -> T) throws -> T {
        try KioskDatabase.translating(url: database.url, body)
    }
}
