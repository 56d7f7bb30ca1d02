extension PizzaDrinksFeature {
    /// What can happen on the drinks screen.
    public enum Action: Equatable, Sendable {
        /// The user pressed "+" on a drink.
        case addPressed(DrinkID)
        /// The drink went into the cart, or could not.
        case addedToCart(Result<PizzaCartLine, AppError>)
    }
}
