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

    /// Adds one `item` to the cart and reports the new line (or why not) through `response`:
    /// the one add-to-cart effect the menu, editor and drinks screens share.
    static func addToCart<Action: Sendable>(
        _ item: PizzaCartItem,
        _ environment: PizzaEnvironment,
        response: @escaping @Sendable (Result<PizzaCartLine, AppError>) -> Action
    ) -> Effect<Action> {
        let addToCart = environment.addToCart
        return .run { send in
            await send(response(result { try addToCart(item) }))
        }
    }

    static func appError(_ error: any Error) -> AppError {
        (error as? AppError) ?? .unexpected("\(error)")
    }
}
