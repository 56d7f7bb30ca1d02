import Foundation

/// A checkout in flight: the lines it is ordering, claimed in the store in the same transaction
/// that read them, so a second checkout of the same cart (another terminal, a double press)
/// finds them taken and sends nothing.
public struct PizzaCheckoutClaim: Hashable, Codable, Sendable {
    /// The attempt's number, unique for the cart: ends and completions name the claim they mean.
    public var attempt: Int
    /// When the claim was taken.
    public var startedAt: Date
    /// The lines as they were when claimed: what is sent, and what comes off the cart after.
    public var lines: [PizzaCartLine]

    /// A claim.
    public init(attempt: Int, startedAt: Date, lines: [PizzaCartLine]) {
        self.attempt = attempt
        self.startedAt = startedAt
        self.lines = lines
    }

    /// The price of the claimed lines.
    public var total: Money { lines.reduce(.zero) { $0 + $1.total } }

    /// How many items the claim holds.
    public var totalQuantity: Int { lines.reduce(0) { $0 + $1.quantity } }
}
