import Presentation
import Testing
import TestSupport

@MainActor
@Suite struct HomeFeatureTests {
    @Test func movingWrapsAroundTheList() async {
        let store = TestStore<HomeFeature>(initialState: HomeState(), environment: .init())
        await store.send(.moveUp) { $0.selection = 2 }
        await store.send(.moveDown) { $0.selection = 0 }
        await store.send(.moveDown) { $0.selection = 1 }
        await store.finish()
    }

    @Test func pickingByNumberOpensThatApp() async {
        let store = TestStore<HomeFeature>(initialState: HomeState(), environment: .init())
        await store.send(.appPicked(2)) {
            $0.selection = 2
            $0.opened = .counters
        }
        await store.send(.returnedHome) { $0.opened = nil }
        await store.finish()
    }

    @Test func pickingANumberBeyondTheListDoesNothing() async {
        let store = TestStore<HomeFeature>(initialState: HomeState(), environment: .init())
        await store.send(.appPicked(7))
        await store.finish()
    }

    @Test func quittingIsAStateChange() async {
        let store = TestStore<HomeFeature>(initialState: HomeState(), environment: .init())
        await store.send(.quitPressed) { $0.isQuitting = true }
        await store.finish()
    }
}
