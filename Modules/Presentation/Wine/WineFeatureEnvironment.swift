/// What every Wine Club view model's effects use: the use cases, built by `Composition` over
/// SQLite and the wine.com client (or over in-memory fakes in tests).
public struct WineFeatureEnvironment: Sendable {
    /// The use cases.
    public let club: WineClub

    /// An environment over `club`.
    public init(club: WineClub) { self.club = club }
}

/// Runs a throwing use case and keeps its error as the `AppError` the state shows.
func attempt<T>(_ body: () throws -> T) -> Result<T, AppError> {
    do {
        return .success(try body())
    } catch let error as AppError {
        return .failure(error)
    } catch {
        return .failure(.unexpected("\(error)"))
    }
}
