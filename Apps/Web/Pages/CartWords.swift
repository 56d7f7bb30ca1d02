import Presentation

/// What both cart pages say beside their lines, from Presentation's wording: the empty cart
/// (`CartWording`) and the checkout question's two answers (`CheckoutWording`).
struct CartWords: Sendable, Equatable {
    /// An empty cart's heading.
    var empty = CartWording.empty
    /// The yes button.
    var confirm = CheckoutWording.confirm
    /// The no button.
    var cancel = CheckoutWording.cancel
}
