extension PizzaDrinksFeature {
    /// The drinks screen ("DRINKS"): each drink with its price and a "+".
    public struct State: Equatable, Sendable {
        /// The drinks, in menu order.
        public var drinks: [Drink]
        /// The last failure, shown until the next action.
        public var error: AppError?

        /// A drinks screen listing `drinks`.
        public init(drinks: [Drink]) { self.drinks = drinks }
    }
}
