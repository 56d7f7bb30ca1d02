/// The thank-you screen after checkout: the order number, and "start a new order".
public enum WineThankYouFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The order placed.
        public let order: WineOrder
        /// Set when the user starts a new order; the front end goes back to the catalog.
        public var startedNewOrder = false

        /// The screen for `order`.
        public init(order: WineOrder) { self.order = order }

        /// "Thank you! Your order number is W-000001."
        public var message: String { "Thank you! Your order number is \(order.id)." }

        /// "3 bottles in 2 lines, $123.45.", or "… (no prices)." when no line had one.
        public var summary: String {
            let count = "\(Plural.count(order.totalQuantity, "bottle")) in \(Plural.count(order.lines.count, "line"))"
            let total = order.total
            return total.amount == .zero && !total.isComplete ? "\(count) (no prices)." : "\(count), \(total.formatted)."
        }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The user pressed "new order" (the cart is already empty).
        case newOrderPressed
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case .newOrderPressed:
            state.startedNewOrder = true
            return .none
        }
    }
}
