import Domain
import Foundation
import GRDB
import UseCases

/// Each employee's cart (`wine_cart_line`, ordered by `position`) and their orders
/// (`wine_order`, `wine_order_line`).
public struct SQLiteWineCartStore: WineCartStore {
    let database: KioskDatabase

    /// A store over `database`.
    public init(database: KioskDatabase) { self.database = database }

    public func cart(for employeeID: Int64) throws -> WineCart {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in try Self.cart(for: employeeID, in: db) }
        }
    }

    @discardableResult
    public func updateCart(for employeeID: Int64, _ change: (inout WineCart) throws -> Void) throws -> WineCart {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                var cart = try Self.cart(for: employeeID, in: db)
                try change(&cart)
                try Self.save(cart, for: employeeID, in: db)
                return cart
            }
        }
    }

    public func cartQuantities() throws -> [Int64: Int] {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                let rows = try Row.fetchAll(db, sql: "SELECT employee_id, sum(quantity) AS total FROM wine_cart_line GROUP BY employee_id")
                return Dictionary(uniqueKeysWithValues: rows.map { ($0["employee_id"] as Int64, $0["total"] as Int) })
            }
        }
    }

    public func placeOrder(employeeID: Int64, employeeName: String, lines: [WineOrder.Line], exactly: WineCart?, at date: Date) throws -> WineOrder? {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.write { db in
                // NB: the cart is read again inside this transaction, and only the quantities
                // ordered come off it: a concurrent checkout that took them first leaves this
                // one nothing to settle, and a line added meanwhile stays.
                var cart = try Self.cart(for: employeeID, in: db)
                // NB: a confirmed cart: a bottle added after the confirmation refuses the order.
                if let exactly, cart != exactly { return nil }
                guard cart.settle(lines.map { CartLine(wineID: $0.wineID, quantity: $0.quantity) }) else { return nil }
                try Self.save(cart, for: employeeID, in: db)
                // NB: the number is derived from the row's own sequence, so two processes
                // checking out at once can never share one.
                try db.execute(sql: "INSERT INTO wine_order (number, employee_id, employee_name, placed_at) VALUES (?, ?, ?, ?)",
                               arguments: ["pending-\(UUID().uuidString)", employeeID, employeeName, date.timeIntervalSince1970])
                let sequence = db.lastInsertedRowID
                let number = WineOrder.number(sequence: sequence)
                try db.execute(sql: "UPDATE wine_order SET number = ? WHERE sequence = ?", arguments: [number, sequence])
                for (position, line) in lines.enumerated() {
                    try db.execute(
                        sql: "INSERT INTO wine_order_line (order_sequence, position, wine_id, name, quantity, unit_price_cents) VALUES (?, ?, ?, ?, ?, ?)",
                        arguments: [sequence, position, line.wineID, line.name, line.quantity, line.unitPrice?.cents]
                    )
                }
                return WineOrder(id: number, employeeID: employeeID, placedAt: date, lines: lines, employeeName: employeeName)
            }
        }
    }

    public func orders(for employeeID: Int64) throws -> [WineOrder] {
        try KioskDatabase.translating(url: database.url) {
            try database.writer.read { db in
                let orders = try Row.fetchAll(db, sql: "SELECT * FROM wine_order WHERE employee_id = ? ORDER BY sequence DESC", arguments: [employeeID])
                return try orders.map { order in
                    let sequence: Int64 = order["sequence"]
                    let lines = try Row.fetchAll(db, sql: "SELECT * FROM wine_order_line WHERE order_sequence = ? ORDER BY position", arguments: [sequence])
                        .map { row in
                            let cents: Int? = row["unit_price_cents"]
                            return WineOrder.Line(wineID: row["wine_id"], name: row["name"], quantity: row["quantity"], unitPrice: cents.map(Money.init(cents:)))
                        }
                    return WineOrder(id: order["number"], employeeID: employeeID, placedAt: Date(timeIntervalSince1970: order["placed_at"]),
                                     lines: lines, employeeName: order["employee_name"])
                }
            }
        }
    }

    private static func cart(for employeeID: Int64, in db: Database) throws -> WineCart {
        let rows = try Row.fetchAll(db, sql: "SELECT wine_id, quantity FROM wine_cart_line WHERE employee_id = ? ORDER BY position", arguments: [employeeID])
        return WineCart(lines: rows.map { CartLine(wineID: $0["wine_id"], quantity: $0["quantity"]) })
    }

    private static func save(_ cart: WineCart, for employeeID: Int64, in db: Database) throws {
        try db.execute(sql: "DELETE FROM wine_cart_line WHERE employee_id = ?", arguments: [employeeID])
        for (position, line) in cart.lines.enumerated() {
            try db.execute(
                sql: "INSERT INTO wine_cart_line (employee_id, wine_id, quantity, position) VALUES (?, ?, ?, ?)",
                arguments: [employeeID, line.wineID, line.quantity, position]
            )
        }
    }
}
