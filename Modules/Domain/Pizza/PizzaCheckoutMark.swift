/// What the cart knows about a checkout that has not ended cleanly.
public enum PizzaCheckoutMark: Hashable, Codable, Sendable {
    /// A checkout is in flight, holding these lines.
    case inProgress(PizzaCheckoutClaim)
    /// An earlier checkout may have been placed.
    case uncertain(UncertainCheckout)
}
