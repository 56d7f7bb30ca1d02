import Foundation

/// A checkout whose outcome nobody knows: the order went out and no answer came back (a
/// timeout, a connection lost after sending, a process that died while waiting). The order may
/// have been placed. The lines stay in the cart, and the next checkout must say it means to
/// order again, so the natural retry does not order twice by accident.
public struct UncertainCheckout: Hashable, Codable, Sendable {
    /// When the checkout was sent.
    public var startedAt: Date
    /// How many items it held.
    public var quantity: Int
    /// What it would have cost.
    public var total: Money
    /// Why its outcome is unknown ("did not answer in time").
    public var reason: String

    /// A record of an uncertain checkout.
    public init(startedAt: Date, quantity: Int, total: Money, reason: String) {
        self.startedAt = startedAt
        self.quantity = quantity
        self.total = total
        self.reason = reason
    }

    /// The same record for a claim whose answer never came.
    public init(_ claim: PizzaCheckoutClaim, reason: String) {
        self.init(startedAt: claim.startedAt, quantity: claim.totalQuantity, total: claim.total, reason: reason)
    }
}
