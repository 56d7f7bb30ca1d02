import Domain

/// Checks out the stored cart: posts it, makes sure the server received exactly what was sent,
/// and only then records the order and takes it out of the cart. On any failure the cart is
/// left as it was.
public struct PizzaCheckout: Sendable {
    let store: any PizzaCartStore
    let gateway: any PizzaCheckoutGateway
    let clock: Clock

    /// The use case over its ports.
    public init(store: any PizzaCartStore, gateway: any PizzaCheckoutGateway, clock: Clock) {
        self.store = store
        self.gateway = gateway
        self.clock = clock
    }

    /// Places the order.
    ///
    /// - Returns: the recorded order.
    /// - Throws: `AppError.validation` for an empty cart; `AppError.unavailable` when the
    ///   server fails or its echo differs from what was sent; `AppError.storage`.
    public func callAsFunction() async throws -> PizzaOrder {
        let cart = try store.load()
        guard !cart.isEmpty else {
            throw AppError.validation(field: "cart", rule: "is empty; add a pizza or a drink before checking out")
        }
        let request = PizzaCheckoutRequest(cart: cart)
        let echoed = try await gateway.submit(request)
        guard let echoed else {
            throw AppError.unavailable(service: "checkout", reason: "the server could not read the order as JSON; the cart is kept")
        }
        guard echoed == request else {
            throw AppError.unavailable(service: "checkout", reason: "the server received a different order than was sent; the cart is kept")
        }
        return try store.placeOrder(lines: cart.lines, placedAt: clock.now())
    }
}
