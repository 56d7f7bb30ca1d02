/// Small helpers the pizza view models share for running use cases in effects.
enum PizzaEffects {
    /// Runs `body` and wraps its outcome, mapping any error to an `AppError`.
    static func result<T>(_ body: () throws -> T) -> Result<T, AppError> {
        do {
            return .success(try body())
        } catch {
            return .failure(appError(error))
        }
    }

    /// The async twin of `result(_:)`.
    static func result<T>(_ body: () async throws -> T) async -> Result<T, AppError> {
        do {
            return .success(try await body())
        } catch {
            return .failure(appError(error))
        }
    }

    static func appError(_ error: any Error) -> AppError {
        (error as? AppError) ?? .unexpected("\(error)")
    }
}
