import Presentation
import Testing
@testable import KioskWebApp

/// `Store.settle(within:)`: a request's answer waits for the work its action started, and a
/// server that never answers delays it by the bound at most, the work going on behind it.
@Suite struct StoreSettleTests {
    /// Work that waits until the test opens its gate.
    enum GatedFeature: Reducer {
        struct State: Sendable, Equatable {
            var done = false
        }

        enum Action: Sendable {
            case started
            case finished
        }

        struct Environment: Sendable {
            let gate: Gate
        }

        static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
            switch action {
            case .started:
                return .run { send in
                    await environment.gate.passed()
                    await send(.finished)
                }
            case .finished:
                state.done = true
                return .none
            }
        }
    }

    /// Holds back whoever passes until it is opened.
    actor Gate {
        private var isOpen = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func passed() async {
            if isOpen { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    @Test @MainActor func settlingWaitsForTheWorkAndEndsWhenItIsDone() async {
        let gate = Gate()
        let store = Store<GatedFeature>(initialState: .init(), environment: .init(gate: gate))
        store.send(.started)
        Task { await gate.open() }
        // NB: a bound far beyond the test's run: only the work's end can end this wait.
        await store.settle(within: .seconds(600))
        #expect(store.state.done)
        #expect(!store.isBusy)
    }

    @Test @MainActor func settlingGivesUpAtItsBoundAndTheWorkGoesOn() async {
        let gate = Gate()
        let store = Store<GatedFeature>(initialState: .init(), environment: .init(gate: gate))
        store.send(.started)
        await store.settle(within: .milliseconds(20))
        #expect(!store.state.done)
        #expect(store.isBusy)
        await gate.open()
        await store.idle()
        #expect(store.state.done)
    }

    @Test @MainActor func settlingWithNothingInFlightReturnsAtOnce() async {
        let store = Store<GatedFeature>(initialState: .init(), environment: .init(gate: Gate()))
        await store.settle(within: .seconds(600))
        #expect(!store.state.done)
    }
}
