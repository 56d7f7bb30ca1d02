import Domain
import Foundation
import UseCases

/// A `PizzaCartStore` in memory, with the same transactional behaviour as the SQLite one: a
/// change that throws leaves the cart as it was, and a checkout claims the lines it sends.
public final class InMemoryPizzaCartStore: PizzaCartStore {
    private struct Contents {
        var cart: PizzaCart
        var orders: [PizzaOrder] = []
        var lastAttempt = 0
        /// The claim the cart's mark (in flight or uncertain) came from.
        var markAttempt: Int?
    }

    private let contents: Locked<Contents>

    /// A store holding `cart`.
    public init(cart: PizzaCart = PizzaCart()) {
        contents = Locked(Contents(cart: cart))
    }

    public func load() throws -> PizzaCart { contents.withLock { $0.cart } }

    @discardableResult
    public func update<T>(_ change: (inout PizzaCart) throws -> T) throws -> T {
        try contents.withLock { contents in
            var cart = contents.cart
            let result = try change(&cart)
            contents.cart = cart
            return result
        }
    }

    public func claimCheckout(at date: Date, abandoned: (PizzaCheckoutClaim) -> String?, _ check: (PizzaCart) throws -> Void) throws -> PizzaCheckoutClaim {
        try contents.withLock { contents in
            if case let .inProgress(claim)? = contents.cart.checkoutMark, let reason = abandoned(claim) {
                contents.cart.checkoutMark = .uncertain(UncertainCheckout(claim, reason: reason))
            }
            try check(contents.cart)
            contents.lastAttempt += 1
            let claim = PizzaCheckoutClaim(attempt: contents.lastAttempt, startedAt: date, lines: contents.cart.lines)
            contents.cart.checkoutMark = .inProgress(claim)
            contents.markAttempt = claim.attempt
            return claim
        }
    }

    public func completeCheckout(_ claim: PizzaCheckoutClaim, placedAt: Date) throws -> PizzaOrder {
        contents.withLock { contents in
            let order = PizzaOrder(id: contents.orders.count + 1, placedAt: placedAt, lines: claim.lines)
            contents.orders.append(order)
            contents.cart.settle(claim.lines)
            contents.cart.checkoutMark = nil
            return order
        }
    }

    public func endCheckout(_ claim: PizzaCheckoutClaim, uncertainBecause reason: String?) throws {
        contents.withLock { contents in
            guard contents.cart.checkoutMark != nil, contents.markAttempt == claim.attempt else { return }
            contents.cart.checkoutMark = reason.map { .uncertain(UncertainCheckout(claim, reason: $0)) }
        }
    }

    public func orders() throws -> [PizzaOrder] { contents.withLock { $0.orders } }
}
