extension PizzaCartFeature {
    /// What can happen on the cart screen.
    public enum Action: Equatable, Sendable {
        /// The screen was shown: read the cart.
        case appeared
        /// The cart was read, or could not be.
        case cartLoaded(Result<PizzaCart, AppError>)
        /// The user pressed the red x of a line.
        case removePressed(PizzaCartLineID)
        /// A line was removed or its quantity set: the cart as it is now, or why not.
        case cartChanged(Result<PizzaCart, AppError>)
        /// A removal took this line away (before the cart is read again): what a front end that
        /// reports the removal names.
        case lineRemoved(PizzaCartLine)
        /// The user set a line's quantity.
        case quantitySet(PizzaCartLineID, Int)
        /// The user typed a line's quantity.
        case quantityTyped(PizzaCartLineID, String)
        /// The user stepped a line's quantity up or down by one (`+`, `-`).
        case quantityStepped(PizzaCartLineID, by: Int)
        /// The user pressed CHECKOUT: the cart is read, then the confirmation names it.
        case checkoutPressed
        /// The cart was read for the confirmation.
        case checkoutAsked(Result<PizzaCart, AppError>)
        /// The user confirmed: the order is sent.
        case checkoutConfirmed
        /// The user said no to the confirmation.
        case checkoutCancelled
        /// The server accepted the order, or checkout failed or may have gone through (the cart
        /// is then read again, since its lines stay and it may be marked).
        case checkoutFinished(Result<PizzaOrder, AppError>)
        /// What the parent learns: the order was placed.
        case delegate(Delegate)

        /// What the cart tells `PizzaFeature`.
        public enum Delegate: Equatable, Sendable {
            /// The server accepted `order` and the cart is settled: the thank-you follows.
            case orderPlaced(PizzaOrder)
        }
    }
}
