import Domain
import Testing
import UseCases

/// A `PizzaCheckoutGateway` that records what was submitted and answers as configured;
/// unconfigured, it fails the test.
public final class FakePizzaCheckoutGateway: PizzaCheckoutGateway {
    /// Computes the echo from what was submitted.
    public typealias Handler = @Sendable (PizzaCheckoutRequest) throws -> PizzaCheckoutRequest?

    private let handler: Handler?
    private let submitted = Locked<[PizzaCheckoutRequest]>([])

    /// A gateway answering with `handler` (`nil`: every call fails the test).
    public init(_ handler: Handler? = nil) {
        self.handler = handler
    }

    /// A gateway that echoes what it received, as httpbin does.
    public static func echoing() -> FakePizzaCheckoutGateway { FakePizzaCheckoutGateway { $0 } }

    /// A gateway that fails with `error`.
    public static func failing(_ error: AppError) -> FakePizzaCheckoutGateway { FakePizzaCheckoutGateway { _ in throw error } }

    /// A gateway whose order goes out and no readable answer comes back, for `reason` (it may
    /// have been placed).
    public static func uncertain(reason: String) -> FakePizzaCheckoutGateway {
        FakePizzaCheckoutGateway { _ in throw PizzaCheckoutUncertain(reason: reason) }
    }

    /// Every request submitted, in order.
    public var requests: [PizzaCheckoutRequest] { submitted.withLock { $0 } }

    public func submit(_ request: PizzaCheckoutRequest) async throws -> PizzaCheckoutRequest? {
        submitted.withLock { $0.append(request) }
        guard let handler else {
            Issue.record("FakePizzaCheckoutGateway.submit was called but not configured")
            throw AppError.unexpected("unconfigured fake")
        }
        return try handler(request)
    }
}
