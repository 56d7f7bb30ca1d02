/// The words of the checkout question both carts ask (`CheckoutConfirmation`), for every front
/// end: the TUI's dialog and the web's buttons said its two answers each their own way.
public enum CheckoutWording {
    /// The question's title.
    public static let title = "Checkout"
    /// The yes: the order named is placed.
    public static let confirm = "Place the order"
    /// The no: the question goes, the cart stays.
    public static let cancel = "Not now"
}
