/// What can happen on the thank-you screen.
public enum PizzaThankYouAction: Equatable, Sendable {
    /// The user asked to start a new order (the cart is already empty).
    case newOrderPressed
}
