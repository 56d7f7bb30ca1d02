/// Runs a throwing step of an effect and keeps its outcome as a `Result` whose error is the
/// `AppError` the state shows (`AppError.init(_:)`, the one mapping).
package func attempt<T>(_ body: () throws -> T) -> Result<T, AppError> {
    do {
        return .success(try body())
    } catch {
        return .failure(AppError(error))
    }
}

/// The async twin of `attempt(_:)`.
package func attempt<T>(_ body: () async throws -> T) async -> Result<T, AppError> {
    do {
        return .success(try await body())
    } catch {
        return .failure(AppError(error))
    }
}
