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

    @discardableResult
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

    public func claimCheckout(at date: Date, abandoned: (PizzaCheckoutClaim) -> String?, _ check: (PizzaCart) throws -> Void) throws -> PizzaCheckoutClaim {
        try translating {
            try database.writer.write { db in
                if case let .inProgress(claim)? = try readMark(db), let reason = abandoned(claim) {
                    // Whoever held it died waiting for the answer: the order may have gone out.
                    try writeClaim(claim, uncertainBecause: reason, db)
                }
                let cart = try readCart(db)
                try check(cart)
                let attempt = (try Int.fetchOne(db, sql: "SELECT last FROM pizzaCheckoutAttempt WHERE id = 1") ?? 0) + 1
                try db.execute(sql: "INSERT INTO pizzaCheckoutAttempt (id, last) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET last = excluded.last",
                               arguments: [attempt])
                let claim = PizzaCheckoutClaim(attempt: attempt, startedAt: date, lines: cart.lines)
                try writeClaim(claim, uncertainBecause: nil, db)
                return claim
            }
        }
    }

    public func completeCheckout(_ claim: PizzaCheckoutClaim, placedAt: Date) throws -> PizzaOrder {
        try translating {
            try database.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO pizzaOrder (placedAt, lines, totalCents) VALUES (?, ?, ?)",
                    arguments: [placedAt.timeIntervalSince1970, try PizzaJSON.encode(claim.lines), claim.total.cents]
                )
                let order = PizzaOrder(id: Int(db.lastInsertedRowID), placedAt: placedAt, lines: claim.lines)
                var cart = try readCart(db)
                cart.settle(claim.lines)
                try writeCart(cart, db)
                // The order that went through settles any doubt about this cart's lines.
                try db.execute(sql: "DELETE FROM pizzaCheckout")
                return order
            }
        }
    }

    public func endCheckout(_ claim: PizzaCheckoutClaim, uncertainBecause reason: String?) throws {
        try translating {
            try database.writer.write { db in
                // NB: only this claim's row: a claim declared stale and replaced is not ours.
                guard try Int.fetchOne(db, sql: "SELECT attempt FROM pizzaCheckout WHERE id = 1") == claim.attempt else { return }
                if reason != nil {
                    try writeClaim(claim, uncertainBecause: reason, db)
                } else {
                    try db.execute(sql: "DELETE FROM pizzaCheckout")
                }
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
            return try PizzaCart(lines: lines, nextLineID: PizzaCartLineID(max(next, (lines.last?.id.rawValue ?? 0) + 1)), checkoutMark: try readMark(db))
        } catch let error as AppError {
            throw AppError.storage(message: "The stored pizza cart breaks a rule (\(error.message)).", recovery: "Remove the offending line with kiosk pizza cart remove.")
        }
    }

    private func readMark(_ db: Database) throws -> PizzaCheckoutMark? {
        guard let row = try Row.fetchOne(db, sql: "SELECT attempt, state, startedAt, lines, reason FROM pizzaCheckout WHERE id = 1") else { return nil }
        let lines = try PizzaJSON.decode(
            [PizzaCartLine].self, from: row["lines"], what: "the pizza checkout in progress",
            recovery: "Clear it with: sqlite3 \(database.url.path) \"DELETE FROM pizzaCheckout\""
        )
        let claim = PizzaCheckoutClaim(attempt: row["attempt"], startedAt: Date(timeIntervalSince1970: row["startedAt"]), lines: lines)
        let state: String = row["state"]
        if state == "uncertain" {
            return .uncertain(UncertainCheckout(claim, reason: row["reason"] ?? "no answer came"))
        }
        return .inProgress(claim)
    }

    /// Stores the claim, in flight or (with a reason) uncertain.
    private func writeClaim(_ claim: PizzaCheckoutClaim, uncertainBecause reason: String?, _ db: Database) throws {
        try db.execute(
            sql: """
            INSERT INTO pizzaCheckout (id, attempt, state, startedAt, lines, reason) VALUES (1, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET attempt = excluded.attempt, state = excluded.state, startedAt = excluded.startedAt,
                lines = excluded.lines, reason = excluded.reason
            """,
            arguments: [claim.attempt, reason == nil ? "inFlight" : "uncertain", claim.startedAt.timeIntervalSince1970,
                        try PizzaJSON.encode(claim.lines), reason]
        )
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
        // NB: an uncertain mark the change cleared (the cart was emptied) goes with it; a claim
        // in flight is the checkout's to end, whatever the cart does meanwhile.
        if cart.checkoutMark == nil {
            try db.execute(sql: "DELETE FROM pizzaCheckout WHERE state = 'uncertain'")
        }
    }

    private func translating<T>(_ body: () throws -> T) throws -> T {
        try KioskDatabase.translating(url: database.url, body)
    }
}
