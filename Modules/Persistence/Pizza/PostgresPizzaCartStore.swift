import Domain
import Foundation
import UseCases

/// The Nenno's Pizza cart of one kiosk (rows keyed by its name) and the orders of every
/// kiosk, numbered by one sequence.
///
/// Every change reads and rewrites the kiosk's cart under its advisory lock
/// (`pizza.cart.<kiosk>`), so two processes of one kiosk never lose each other's change and a
/// checkout claim sees any claim before it.
public struct PostgresPizzaCartStore: PizzaCartStore {
    private let database: PostgresDatabase
    private let kiosk: String

    /// The cart of the kiosk called `kiosk` in `database`.
    public init(database: PostgresDatabase, kiosk: String) {
        self.database = database
        self.kiosk = kiosk
    }

    private var lockKey: String { "pizza.cart.\(kiosk)" }

    public func load() throws -> PizzaCart {
        try database.transaction(readOnly: true) { connection in try readCart(connection) }
    }

    @discardableResult
    public func update<T>(_ change: (inout PizzaCart) throws -> T) throws -> T {
        try database.transaction(locking: [lockKey]) { connection in
            var cart = try readCart(connection)
            let result = try change(&cart)
            try writeCart(cart, connection)
            return result
        }
    }

    public func claimCheckout(at date: Date, abandoned: (PizzaCheckoutClaim) -> String?, _ check: (PizzaCart) throws -> Void) throws -> PizzaCheckoutClaim {
        try database.transaction(locking: [lockKey]) { connection in
            if case let .inProgress(claim)? = try readMark(connection), let reason = abandoned(claim) {
                // Whoever held it died waiting for the answer: the order may have gone out.
                try writeClaim(claim, uncertainBecause: reason, connection)
            }
            let cart = try readCart(connection)
            try check(cart)
            let attempt = try connection.execute(
                """
                INSERT INTO pizza_checkout_attempt (kiosk, last) VALUES ($1, 1)
                ON CONFLICT (kiosk) DO UPDATE SET last = pizza_checkout_attempt.last + 1 RETURNING last
                """,
                [kiosk]
            )[0].int(required: "last")
            let claim = PizzaCheckoutClaim(attempt: attempt, startedAt: date, lines: cart.lines)
            try writeClaim(claim, uncertainBecause: nil, connection)
            return claim
        }
    }

    public func completeCheckout(_ claim: PizzaCheckoutClaim, placedAt: Date) throws -> PizzaOrder {
        try database.transaction(locking: [lockKey]) { connection in
            let id = try connection.execute(
                "INSERT INTO pizza_order (kiosk, placed_at, lines, total_cents) VALUES ($1, $2, $3, $4) RETURNING id",
                [kiosk, placedAt.timeIntervalSince1970, try PizzaJSON.encode(claim.lines), claim.total.cents]
            )[0].int(required: "id")
            var cart = try readCart(connection)
            cart.settle(claim.lines)
            try writeCart(cart, connection)
            // The order that went through settles any doubt about this cart's lines.
            try connection.execute("DELETE FROM pizza_checkout WHERE kiosk = $1", [kiosk])
            return PizzaOrder(id: id, placedAt: placedAt, lines: claim.lines)
        }
    }

    public func endCheckout(_ claim: PizzaCheckoutClaim, uncertainBecause reason: String?) throws {
        try database.transaction(locking: [lockKey]) { connection in
            // NB: only this claim's row: a claim declared stale and replaced is not ours.
            guard try connection.execute("SELECT attempt FROM pizza_checkout WHERE kiosk = $1", [kiosk]).first?.int("attempt") == claim.attempt else { return }
            if reason != nil {
                try writeClaim(claim, uncertainBecause: reason, connection)
            } else {
                try connection.execute("DELETE FROM pizza_checkout WHERE kiosk = $1", [kiosk])
            }
        }
    }

    public func orders() throws -> [PizzaOrder] {
        try database.transaction(readOnly: true) { connection in
            try connection.execute("SELECT id, placed_at, lines FROM pizza_order WHERE kiosk = $1 ORDER BY id", [kiosk]).map { row in
                let id = try row.int(required: "id")
                let lines = try PizzaJSON.decode(
                    [PizzaCartLine].self, from: try row.string("lines"), what: "pizza order \(id)",
                    recovery: "Delete it with: psql -c \"DELETE FROM pizza_order WHERE id = \(id)\""
                )
                return PizzaOrder(id: id, placedAt: Date(timeIntervalSince1970: try row.double(required: "placed_at")), lines: lines)
            }
        }
    }

    // MARK: - Rows

    private func readCart(_ connection: PostgresConnection) throws -> PizzaCart {
        let next = try connection.execute("SELECT next_line_id FROM pizza_cart WHERE kiosk = $1", [kiosk]).first?.int("next_line_id") ?? 1
        let lines = try connection.execute("SELECT id, item, quantity FROM pizza_cart_line WHERE kiosk = $1 ORDER BY id", [kiosk]).map { row in
            let id = try row.int(required: "id")
            let item = try PizzaJSON.decode(
                PizzaCartItem.self, from: try row.string("item"), what: "pizza cart line \(id)",
                recovery: "Remove it with: kiosk pizza cart remove \(id)"
            )
            return PizzaCartLine(id: PizzaCartLineID(id), item: item, quantity: try row.int(required: "quantity"))
        }
        do {
            return try PizzaCart(lines: lines, nextLineID: PizzaCartLineID(max(next, (lines.last?.id.rawValue ?? 0) + 1)),
                                 checkoutMark: try readMark(connection))
        } catch let error as AppError {
            throw AppError.storage(message: "The stored pizza cart breaks a rule (\(error.message)).", recovery: "Remove the offending line with kiosk pizza cart remove.")
        }
    }

    private func readMark(_ connection: PostgresConnection) throws -> PizzaCheckoutMark? {
        guard let row = try connection.execute("SELECT attempt, state, started_at, lines, reason FROM pizza_checkout WHERE kiosk = $1", [kiosk]).first else {
            return nil
        }
        let lines = try PizzaJSON.decode(
            [PizzaCartLine].self, from: try row.string("lines"), what: "the pizza checkout in progress",
            recovery: "Clear it with: psql -c \"DELETE FROM pizza_checkout WHERE kiosk = '\(kiosk)'\""
        )
        let claim = PizzaCheckoutClaim(attempt: try row.int(required: "attempt"), startedAt: Date(timeIntervalSince1970: try row.double(required: "started_at")),
                                       lines: lines)
        if row["state"] == "uncertain" {
            return .uncertain(UncertainCheckout(claim, reason: row["reason"] ?? "no answer came"))
        }
        return .inProgress(claim)
    }

    /// Stores the claim, in flight or (with a reason) uncertain.
    private func writeClaim(_ claim: PizzaCheckoutClaim, uncertainBecause reason: String?, _ connection: PostgresConnection) throws {
        try connection.execute(
            """
            INSERT INTO pizza_checkout (kiosk, attempt, state, started_at, lines, reason) VALUES ($1, $2, $3, $4, $5, $6)
            ON CONFLICT (kiosk) DO UPDATE SET attempt = excluded.attempt, state = excluded.state, started_at = excluded.started_at,
                lines = excluded.lines, reason = excluded.reason
            """,
            [kiosk, claim.attempt, reason == nil ? "inFlight" : "uncertain", claim.startedAt.timeIntervalSince1970,
             try PizzaJSON.encode(claim.lines), reason]
        )
    }

    private func writeCart(_ cart: PizzaCart, _ connection: PostgresConnection) throws {
        try connection.execute("DELETE FROM pizza_cart_line WHERE kiosk = $1", [kiosk])
        if !cart.lines.isEmpty {
            try connection.execute(
                "INSERT INTO pizza_cart_line (kiosk, id, item, quantity) SELECT $1, * FROM unnest($2::integer[], $3::text[], $4::integer[])",
                [kiosk, PostgresArray(cart.lines.map(\.id.rawValue)), PostgresArray(texts: try cart.lines.map { try PizzaJSON.encode($0.item) }),
                 PostgresArray(cart.lines.map(\.quantity))]
            )
        }
        try connection.execute(
            "INSERT INTO pizza_cart (kiosk, next_line_id) VALUES ($1, $2) ON CONFLICT (kiosk) DO UPDATE SET next_line_id = excluded.next_line_id",
            [kiosk, cart.nextLineID.rawValue]
        )
        // NB: an uncertain mark the change cleared (the cart was emptied) goes with it; a claim
        // in flight is the checkout's to end, whatever the cart does meanwhile.
        if cart.checkoutMark == nil {
            try connection.execute("DELETE FROM pizza_checkout WHERE kiosk = $1 AND state = 'uncertain'", [kiosk])
        }
    }
}
