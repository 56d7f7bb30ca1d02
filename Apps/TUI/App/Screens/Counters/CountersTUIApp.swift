import Composition
import Presentation

/// Counters in the TUI: it opens on the list.
enum CountersTUIApp: TUIApp {
    static let app = KioskApp.counters

    static func entry(environment: AppEnvironment) -> any ScreenHosting {
        let store = Store<CountersScreenFeature>(initialState: .init(), environment: environment.counters())
        store.send(.list(.appeared))
        return StoreHost<CountersScreen>(store: store)
    }
}
