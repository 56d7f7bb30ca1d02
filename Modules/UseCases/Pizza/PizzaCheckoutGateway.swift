import Domain

/// The checkout server (httpbin-style: it echoes what it received).
public protocol PizzaCheckoutGateway: Sendable {
    /// Posts the order.
    ///
    /// - Returns: the order as the server says it received it, or `nil` when the server could
    ///   not read the body as JSON.
    /// - Throws: `PizzaCheckoutUncertain` when the order went out and no readable answer came
    ///   back (it may have been placed); `AppError.unavailable` when the server cannot be
    ///   reached or refused it.
    func submit(_ request: PizzaCheckoutRequest) async throws -> PizzaCheckoutRequest?
}

/// The order was sent and no readable answer came back: a timeout, a connection lost after
/// sending, a success status with a cut-off body. The server may have placed it.
public struct PizzaCheckoutUncertain: Error, Equatable, Sendable {
    /// Why the answer is missing, for a person ("did not answer in time (…)").
    public var reason: String

    /// The failure, with its reason.
    public init(reason: String) { self.reason = reason }
}
