extension PizzaCartFeature {
    /// The cart screen ("CART"): the lines with their prices, the totals, DRINKS and CHECKOUT.
    public struct State: Equatable, Sendable {
        /// The cart as last read from the store.
        public var cart = PizzaCart()
        /// Whether the cart has been read at least once.
        public var isLoaded = false
        /// The "place the order?" question, naming the cart it orders.
        public var confirmation = CheckoutConfirmation<PizzaCart>()
        /// Whether an order is being sent.
        public var isCheckingOut = false
        /// The last failure (a checkout refused, a store error), shown until the next action.
        public var error: AppError? {
            didSet { isCheckoutError = false }
        }
        /// Whether `error` is a checkout's (said as "Checkout failed: …", or as an outcome nobody
        /// knows), not a change's ("quantity: must be between 1 and 99").
        public private(set) var isCheckoutError = false

        /// Records a checkout's failure.
        public mutating func checkoutFailed(_ failure: AppError) {
            error = failure
            isCheckoutError = true
        }

        /// The error in words, as every page says it.
        public var errorText: String? {
            guard let error else { return nil }
            return isCheckoutError ? PizzaFeature.checkoutErrorText(error) : error.message
        }

        /// A cart screen that has not read the cart yet.
        public init() {}

        /// Whether the "place the order?" question is up.
        public var isConfirmingCheckout: Bool { confirmation.isAsked }

        /// Whether CHECKOUT can be pressed.
        public var canCheckout: Bool { !cart.isEmpty && !isCheckingOut }

        /// The confirmation's question, naming the total; it warns first when an earlier checkout
        /// of this cart may have gone through.
        public var checkoutQuestion: String {
            let order = "Place the order: \(Plural.count(cart.totalQuantity, "item")), \(cart.total.formatted)?"
            guard let uncertain = cart.uncertainCheckout else { return order }
            return "An earlier checkout of \(Plural.count(uncertain.quantity, "item")) (\(uncertain.total.formatted)) may have gone through. \(order)"
        }
    }
}
