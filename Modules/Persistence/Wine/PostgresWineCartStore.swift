import Domain
import Foundation
import UseCases

/// Each employee's cart and their orders, shared by every kiosk: a cart started at one kiosk
/// is there at the next.
///
/// A cart is read and rewritten under its employee's advisory lock (`wine.cart.<id>`), so
/// bottles added at two kiosks at once add up, and a checkout at one kiosk and an add at
/// another take turns. Order numbers come from one sequence: no two kiosks share one.
public struct PostgresWineCartStore: WineCartStore {
    let database: PostgresDatabase

    /// A store over `database`.
    public init(database: PostgresDatabase) { self.database = database }

    public func cart(for employeeID: Int64) throws -> WineCart {
        try database.transaction { connection in try Self.cart(for: employeeID, in: connection) }
    }

    @discardableResult
    public func updateCart(for employeeID: Int64, _ change: (inout WineCart) throws -> Void) throws -> WineCart {
        try database.transaction(locking: [Self.lockKey(employeeID)]) { connection in
            var cart = try Self.cart(for: employeeID, in: connection)
            let before = cart
            try change(&cart)
            if cart != before { try Self.save(cart, for: employeeID, in: connection) }
            return cart
        }
    }

    public func cartQuantities() throws -> [Int64: Int] {
        try database.transaction { connection in
            let rows = try connection.execute("SELECT employee_id, sum(quantity) AS total FROM wine_cart_line GROUP BY employee_id")
            return Dictionary(uniqueKeysWithValues: try rows.map { (try $0.int64("employee_id"), try $0.int(required: "total")) })
        }
    }

    public func placeOrder(employeeID: Int64, employeeName: String, lines: [WineOrder.Line], exactly: WineCart?, at date: Date) throws -> WineOrder? {
        try database.transaction(locking: [Self.lockKey(employeeID)]) { connection in
            // NB: the cart is read again under the lock, and only the quantities ordered come
            // off it: a checkout at another kiosk that took them first leaves this one nothing.
            var cart = try Self.cart(for: employeeID, in: connection)
            // NB: a confirmed cart: a bottle added at another kiosk after the confirmation
            // refuses the order.
            if let exactly, cart != exactly { return nil }
            guard cart.settle(lines.map { CartLine(wineID: $0.wineID, quantity: $0.quantity) }) else { return nil }
            try Self.save(cart, for: employeeID, in: connection)
            let sequence = try connection.execute("SELECT nextval(pg_get_serial_sequence('wine_order', 'sequence')) AS sequence")[0].int64("sequence")
            let number = WineOrder.number(sequence: sequence)
            try connection.execute("INSERT INTO wine_order (sequence, number, employee_id, employee_name, placed_at) VALUES ($1, $2, $3, $4, $5)",
                                   [sequence, number, employeeID, employeeName, date.timeIntervalSince1970])
            for (position, line) in lines.enumerated() {
                try connection.execute(
                    "INSERT INTO wine_order_line (order_sequence, position, wine_id, name, quantity, unit_price_cents) VALUES ($1, $2, $3, $4, $5, $6)",
                    [sequence, position, line.wineID, line.name, line.quantity, line.unitPrice?.cents]
                )
            }
            return WineOrder(id: number, employeeID: employeeID, placedAt: date, lines: lines, employeeName: employeeName)
        }
    }

    public func orders(for employeeID: Int64) throws -> [WineOrder] {
        try database.transaction(readOnly: true) { connection in
            let orders = try connection.execute("SELECT * FROM wine_order WHERE employee_id = $1 ORDER BY sequence DESC", [employeeID])
            let lines = try connection.execute(
                """
                SELECT l.* FROM wine_order_line l JOIN wine_order o ON o.sequence = l.order_sequence
                WHERE o.employee_id = $1 ORDER BY l.order_sequence, l.position
                """,
                [employeeID]
            )
            let bySequence = try Dictionary(grouping: lines) { try $0.int64("order_sequence") }
            return try orders.map { order in
                let sequence = try order.int64("sequence")
                return WineOrder(
                    id: try order.string("number"), employeeID: employeeID,
                    placedAt: Date(timeIntervalSince1970: try order.double(required: "placed_at")),
                    lines: try (bySequence[sequence] ?? []).map { row in
                        WineOrder.Line(wineID: try row.int(required: "wine_id"), name: try row.string("name"), quantity: try row.int(required: "quantity"),
                                       unitPrice: try row.int("unit_price_cents").map(Money.init(cents:)))
                    },
                    employeeName: order["employee_name"]
                )
            }
        }
    }

    static func lockKey(_ employeeID: Int64) -> String { "wine.cart.\(employeeID)" }

    private static func cart(for employeeID: Int64, in connection: PostgresConnection) throws -> WineCart {
        let rows = try connection.execute("SELECT wine_id, quantity FROM wine_cart_line WHERE employee_id = $1 ORDER BY position", [employeeID])
        return WineCart(lines: try rows.map { CartLine(wineID: try $0.int(required: "wine_id"), quantity: try $0.int(required: "quantity")) })
    }

    private static func save(_ cart: WineCart, for employeeID: Int64, in connection: PostgresConnection) throws {
        try connection.execute("DELETE FROM wine_cart_line WHERE employee_id = $1", [employeeID])
        guard !cart.lines.isEmpty else { return }
        // NB: one statement for the whole cart (unnest of three arrays), not one per line.
        try connection.execute(
            """
            INSERT INTO wine_cart_line (employee_id, wine_id, quantity, position)
            SELECT $1, wine_id, quantity, position - 1 FROM unnest($2::integer[], $3::integer[]) WITH ORDINALITY AS t(wine_id, quantity, position)
            """,
            [employeeID, PostgresArray(cart.lines.map(\.wineID)), PostgresArray(cart.lines.map(\.quantity))]
        )
    }
}
