/// What can happen on the drinks screen.
public enum PizzaDrinksAction: Equatable, Sendable {
    /// The user moved the highlight up.
    case moveUp
    /// The user moved the highlight down.
    case moveDown
    /// The user pressed "+" on a drink.
    case addPressed(DrinkID)
    /// The user pressed "+" on the highlighted drink.
    case selectedAddPressed
    /// The drink went into the cart, or could not.
    case addedToCart(Result<PizzaCartLine, AppError>)
    /// The "ADDED TO CART" bar's time is up.
    case noticeExpired
}
