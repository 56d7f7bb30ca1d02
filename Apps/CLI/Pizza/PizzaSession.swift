import Composition
import Foundation
import Imaging
import Presentation

/// What every pizza command starts with: the environment, and the menu (live, or cached with a
/// warning on stderr).
struct PizzaSession {
    let environment: PizzaEnvironment
    /// The pictures (for `kiosk pizza show`).
    let images: ImageLoader

    init(options: GlobalOptions) throws {
        let app = try CommandEnvironment.make(options)
        environment = app.pizza()
        images = app.images
    }

    /// The menu; warns on stderr when it is the cached copy or has problems.
    ///
    /// - Throws: the API's `AppError.unavailable` when it fails and no menu was ever cached.
    func menu() async throws -> MenuLoad {
        let load = try await environment.loadMenu()
        if case let .cached(fetchedAt, reason) = load.source {
            Output.warn("kiosk: warning: \(reason.message); using the menu saved \(fetchedAt.formatted(.iso8601)). Run the command again to retry.")
        }
        for problem in load.menu.problems {
            Output.warn("kiosk: warning: \(problem.message)")
        }
        return load
    }
}
