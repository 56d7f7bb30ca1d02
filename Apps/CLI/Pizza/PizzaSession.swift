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

    /// The menu as the menu screen loads it (`PizzaMenuFeature`); warns on stderr when it is
    /// the cached copy or has problems.
    ///
    /// - Throws: the API's `AppError.unavailable` when it fails and no menu was ever cached.
    func menu() async throws -> MenuLoad {
        let load = try await FeatureStep.answer(of: .appeared, on: PizzaMenuFeature.self, from: .init(), environment, error: \.failure) {
            if case let .menuLoaded(.success(load)) = $0 { load } else { nil }
        }
        for warning in load.warnings { Output.warn("kiosk: warning: \(warning)") }
        return load
    }
}
