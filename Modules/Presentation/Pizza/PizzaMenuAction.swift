/// What can happen on the menu screen.
public enum PizzaMenuAction: Equatable, Sendable {
    /// The screen was shown: load the menu.
    case appeared
    /// The user asked to load again after a failure.
    case retryPressed
    /// The menu arrived (live or cached) or could not be had.
    case menuLoaded(Result<MenuLoad, AppError>)
    /// The user moved the highlight up.
    case moveUp
    /// The user moved the highlight down.
    case moveDown
    /// The user pressed the price button of the highlighted pizza (quick add).
    case addPressed
    /// The pizza went into the cart, or could not.
    case addedToCart(Result<PizzaCartLine, AppError>)
    /// The "ADDED TO CART" bar's time is up.
    case noticeExpired
}
