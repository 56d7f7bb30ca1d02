/// What can happen on the cart screen.
public enum PizzaCartAction: Equatable, Sendable {
    /// The screen was shown: read the cart.
    case appeared
    /// The cart was read, or could not be.
    case cartLoaded(Result<PizzaCart, AppError>)
    /// The user moved the highlight up.
    case moveUp
    /// The user moved the highlight down.
    case moveDown
    /// The user pressed the red x of a line.
    case removePressed(PizzaCartLineID)
    /// The user pressed the red x of the highlighted line.
    case selectedRemovePressed
    /// The line was removed (the cart as it is now), or could not be.
    case lineRemoved(Result<PizzaCart, AppError>)
    /// The user pressed CHECKOUT.
    case checkoutPressed
    /// The server accepted the order, or checkout failed (the cart is then unchanged).
    case checkoutFinished(Result<PizzaOrder, AppError>)
    /// The thank-you screen was dismissed.
    case thankYouDismissed
}
