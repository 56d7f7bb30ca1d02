/// The thank-you screen after checkout: the order number, and "start a new order".
public enum WineThankYouFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The order placed.
        public let order: WineOrder

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
        /// What the parent learns: a new order starts.
        case delegate(Delegate)
    }

    /// What the thank-you tells the feature that holds it.
    public enum Delegate: Equatable, Sendable {
        /// The person starts a new order: back to the catalog.
        case newOrderStarted
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case .newOrderPressed:
            return .immediate(.delegate(.newOrderStarted))
        case .delegate:
            return .none
        }
    }
}
