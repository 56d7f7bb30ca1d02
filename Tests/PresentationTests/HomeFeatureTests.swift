import Presentation
import Synchronization
import Testing
import TestSupport

@MainActor
@Suite struct HomeFeatureTests {
    @Test func movingWrapsAroundTheList() async {
        let store = TestStore<HomeFeature>(initialState: HomeFeature.State(), environment: .init())
        await store.send(.moveUp) { $0.selection = 2 }
        await store.send(.moveDown) { $0.selection = 0 }
        await store.send(.moveDown) { $0.selection = 1 }
        await store.finish()
    }

    @Test func pickingByNumberOpensThatApp() async {
        let store = TestStore<HomeFeature>(initialState: HomeFeature.State(), environment: .init())
        await store.send(.appPicked(2)) {
            $0.selection = 2
            $0.screens.push(.counters)
        }
        #expect(store.state.opened == .counters)
        await store.send(.returnedHome) { $0.screens.removeAll() }
        await store.send(.openPressed) { $0.screens.push(.counters) }
        #expect(store.state.screens.map(\.id) == [2], "the app opened again is a new screen")
        await store.finish()
    }

    @Test func pickingANumberBeyondTheListDoesNothing() async {
        let store = TestStore<HomeFeature>(initialState: HomeFeature.State(), environment: .init())
        await store.send(.appPicked(7))
        await store.finish()
    }

    @Test func quittingIsAStateChange() async {
        let store = TestStore<HomeFeature>(initialState: HomeFeature.State(), environment: .init())
        await store.send(.quitPressed) { $0.isQuitting = true }
        await store.finish()
    }

    @Test func theSharedDatabaseBeingAwayIsSaidUntilACheckFindsItBack() async {
        let away = AppError.unavailable(service: "PostgreSQL database store at 127.0.0.1:5432", reason: "connection refused")
        let answers = LockedAnswers([away, nil])
        let store = TestStore<HomeFeature>(initialState: HomeFeature.State(), environment: .init(checkSharedStore: { answers.next() }))
        await store.send(.appeared)
        await store.receive(.sharedStoreChecked(away)) { $0.sharedStoreProblem = away }
        #expect(store.state.sharedStoreBanner == "Wine Club and Nenno's Pizza wait for the shared database; Counters works. Trying again… (PostgreSQL database store at 127.0.0.1:5432 is unavailable: connection refused)")
        await store.send(.appeared)
        await store.receive(.sharedStoreChecked(nil)) { $0.sharedStoreProblem = nil }
        #expect(store.state.sharedStoreBanner == nil)
        await store.finish()
    }
}

/// Answers given in turn, from any thread.
private final class LockedAnswers: Sendable {
    private let answers: Mutex<[AppError?]>

    init(_ answers: [AppError?]) { self.answers = Mutex(answers) }

    func next() -> AppError? { answers.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
}
