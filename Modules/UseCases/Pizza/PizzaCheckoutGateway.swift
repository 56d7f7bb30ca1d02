import Domain

/// The checkout server (httpbin-style: it echoes what it received).
public protocol PizzaCheckoutGateway: Sendable {
    /// Posts the order.
    ///
    /// - Returns: the order as the server says it received it, or `nil` when the server could
    ///   not read the body as JSON.
    /// - Throws: `AppError.unavailable` when the server cannot be reached, fails, or answers
    ///   with something that is not an echo.
    func submit(_ request: PizzaCheckoutRequest) async throws -> PizzaCheckoutRequest?
}
