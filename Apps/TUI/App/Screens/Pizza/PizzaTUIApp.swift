import Composition
import Presentation

/// Nenno's Pizza in the TUI: it opens on the menu.
enum PizzaTUIApp: TUIApp {
    static let app = KioskApp.pizza

    static func entry(environment: AppEnvironment) -> any ScreenHosting {
        let store = Store<PizzaScreenFeature>(initialState: .init(), environment: environment.pizza())
        store.send(.app(.menu(.appeared)))
        return StoreHost<PizzaScreen>(store: store)
    }
}
