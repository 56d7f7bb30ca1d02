import Presentation
import UseCases

extension AppEnvironment {
    /// The Wine Club; `signIn` says whom a sign-in belongs to (the data directory for the CLI
    /// and the TUI, one environment for each browser session of kiosk-web).
    public func wine(signIn: WineSignInScope = .dataDirectory) -> WineEnvironment { WineComposition.make(self, signIn: signIn) }

    /// The names of the imported wine categories, in no particular order: for a Tab's
    /// completions, which keep the ones that match and sort those themselves.
    ///
    /// NB: not `wine().categories()`, whose order (by group, then a localized comparison of
    /// each pair) was a fifth of a completion's time and is not what the shell shows.
    ///
    /// - Throws: `AppError.storage` when the database cannot be read.
    public func wineCategoryNames() throws -> [String] {
        try WineComposition.stores(self, signIn: .dataDirectory).catalog.categories().map(\.name)
    }
}
