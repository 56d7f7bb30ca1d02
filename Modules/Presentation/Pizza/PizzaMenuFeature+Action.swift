extension PizzaMenuFeature {
    /// What can happen on the menu screen.
    public enum Action: Equatable, Sendable {
        /// The screen was shown: load the menu.
        case appeared
        /// The user asked to load again after a failure.
        case retryPressed
        /// The menu arrived (live or cached) or could not be had.
        case menuLoaded(Result<MenuLoad, AppError>)
        /// The user pressed the price button of the pizza at this place in the menu (quick add).
        case addPressed(Int)
        /// The pizza went into the cart, or could not.
        case addedToCart(Result<PizzaCartLine, AppError>)
    }
}
