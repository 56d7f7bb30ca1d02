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
        let store = Store<HomeFeature>(initialState: HomeState(), environment: .init(checkSharedStore: {
            await Task.detached { environment.sharedDatabaseProblem() }.value
        }))
        store.send(.appeared)
        return StoreHost<HomeScreen>(
            store: store,
            navigation: { store in store.state.opened.map { entry(for: $0, environment: environment) } },
            onReturn: { store in store.send(.returnedHome) }
        )
    }

    /// The first screen of `app`.
    static func entry(for app: KioskApp, environment: AppEnvironment) -> any ScreenHosting {
        switch app {
        case .counters:
            let store = Store<CountersScreenFeature>(initialState: .init(), environment: environment.counters())
            store.send(.list(.appeared))
            return StoreHost<CountersScreen>(store: store)
        case .wine:
            let store = Store<WineScreenFeature>(initialState: .init(), environment: environment.wine())
            store.send(.app(.appeared))
            return StoreHost<WineScreen>(store: store)
        case .pizza:
            let store = Store<PizzaScreenFeature>(initialState: .init(), environment: environment.pizza())
            store.send(.app(.menu(.appeared)))
            return StoreHost<PizzaScreen>(store: store)
        }
    }
}
