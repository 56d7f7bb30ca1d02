extension PizzaThankYouFeature {
    /// What can happen on the thank-you screen.
    public enum Action: Equatable, Sendable {
        /// The user asked to start a new order (the cart is already empty).
        case newOrderPressed
        /// What the parent learns: a new order starts.
        case delegate(Delegate)

        /// What the thank-you tells `PizzaFeature`.
        public enum Delegate: Equatable, Sendable {
            /// Back to the menu for a new order.
            case newOrderStarted
        }
    }
}
