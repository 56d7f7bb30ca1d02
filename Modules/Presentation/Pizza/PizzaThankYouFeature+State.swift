extension PizzaThankYouFeature {
    /// The thank-you screen shown after the server accepted an order.
    public struct State: Equatable, Sendable {
        /// What the screen says.
        public static let message = "Thank you for your order!"

        /// The order just placed.
        public var order: PizzaOrder

        /// A thank-you for `order`.
        public init(order: PizzaOrder) { self.order = order }

        /// "Order #12 · 3 items · $29.10".
        public var summary: String {
            "Order #\(order.id) · \(Plural.count(order.totalQuantity, "item")) · \(order.total.formatted)"
        }
    }
}
