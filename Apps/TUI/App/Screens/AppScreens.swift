import Composition
import Presentation
import TerminalUI

/// Builds the screens of the TUI from the environment: the home screen, and the first screen
/// of each app, whose environment is built when the app is opened.
@MainActor
enum AppScreens {
    /// The home screen, which opens an app's entry screen when the user picks it.
    static func home(environment: AppEnvironment) -> StoreHost<HomeScreen> {
        // NB: the check runs off the main actor: a database that does not answer holds it
        // for its connect timeout, and the screen must not wait.
        let store = Store<HomeFeature>(initialState: HomeFeature.State(), environment: .init(checkSharedStore: {
            await Task.detached { environment.sharedDatabaseProblem() }.value
        }))
        store.send(.appeared)
        return StoreHost<HomeScreen>(
            store: store,
            navigation: { store in store.state.opened.map { entry(for: $0, environment: environment) } },
            onReturn: { store in store.send(.returnedHome) }
        )
    }

    /// The apps the TUI opens, each declared in its own folder: the one place an app is added.
    static let apps: [any TUIApp.Type] = [WineTUIApp.self, PizzaTUIApp.self, CountersTUIApp.self]

    /// The first screen of `app`.
    static func entry(for app: KioskApp, environment: AppEnvironment) -> any ScreenHosting {
        guard let registered = apps.first(where: { $0.app == app }) else {
            preconditionFailure("\(app) is not registered in AppScreens.apps")
        }
        return registered.entry(environment: environment)
    }
}
