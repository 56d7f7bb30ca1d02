import Composition
import Presentation

/// The Wine Club in the TUI: it opens on the sign-in (or the catalog, when someone is signed in).
enum WineTUIApp: TUIApp {
    static let app = KioskApp.wine

    static func entry(environment: AppEnvironment) -> any ScreenHosting {
        let store = Store<WineScreenFeature>(initialState: .init(), environment: environment.wine())
        store.send(.app(.appeared))
        return StoreHost<WineScreen>(store: store)
    }
}
