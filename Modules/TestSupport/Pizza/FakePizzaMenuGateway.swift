import Domain
import Testing
import UseCases

/// A `PizzaMenuGateway` answering with whatever the test configured; unconfigured, it fails
/// the test.
public final class FakePizzaMenuGateway: PizzaMenuGateway {
    private let answer: Locked<Result<Menu, AppError>?>
    private let calls = Locked(0)

    /// A gateway answering `answer` (`nil`: every call fails the test).
    public init(_ answer: Result<Menu, AppError>? = nil) {
        self.answer = Locked(answer)
    }

    /// Changes the answer of later calls.
    public func answer(_ answer: Result<Menu, AppError>) {
        self.answer.withLock { $0 = answer }
    }

    /// How many times the menu was fetched.
    public var fetchCount: Int { calls.withLock { $0 } }

    public func fetchMenu() async throws -> Menu {
        calls.withLock { $0 += 1 }
        guard let answer = answer.withLock({ $0 }) else {
            Issue.record("FakePizzaMenuGateway.fetchMenu was called but not configured")
            throw AppError.unexpected("unconfigured fake")
        }
        return try answer.get()
    }
}
