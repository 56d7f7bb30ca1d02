import Presentation
import Testing
import TestSupport

/// A tiny search screen used to exercise the runtime: a query, a cancellable request, a result.
enum SearchFeature: Reducer {
    struct State: Equatable, Sendable {
        var query = ""
        var results: [String] = []
        var isLoading = false
    }

    enum Action: Equatable, Sendable {
        case queryChanged(String)
        case response([String])
        case clearPressed
        case clearedAndSaid
    }

    struct Environment: Sendable {
        var search: @Sendable (String) async -> [String]
    }

    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
        switch action {
        case let .queryChanged(query):
            state.query = query
            state.isLoading = true
            return .run(id: "search") { [query] send in
                let results = await environment.search(query)
                await send(.response(results))
            }
        case let .response(results):
            state.isLoading = false
            state.results = results
            return .none
        case .clearPressed:
            state = State()
            return .cancel("search")
        case .clearedAndSaid:
            state.results = []
            return .immediate(.queryChanged("said"))
        }
    }
}

@MainActor
@Suite struct StoreTests {
    @Test func anImmediateActionIsAppliedBeforeSendReturns() async {
        let store = Store<SearchFeature>(initialState: .init(), environment: .init(search: { _ in [] }))
        var seen: [String] = []
        store.onChange = { seen.append($0.query) }
        store.send(.clearedAndSaid)
        // NB: applied in the same turn: no await between, so nothing else could run or draw.
        #expect(store.state.query == "said")
        #expect(seen == ["", "said"])
        await store.idle()
    }

    @Test func theTestStoreQueuesAnImmediateActionForTheTestToReceive() async {
        let store = TestStore<SearchFeature>(initialState: .init(), environment: .init(search: { _ in ["r"] }))
        await store.send(.clearedAndSaid)
        await store.receive(.queryChanged("said")) { $0.query = "said"; $0.isLoading = true }
        await store.receive(.response(["r"])) { $0.isLoading = false; $0.results = ["r"] }
        await store.finish()
    }

    @Test func storeAppliesEffectResultsAndBecomesIdle() async {
        let store = Store<SearchFeature>(initialState: .init(), environment: .init(search: { ["\($0)!"] }))
        var changes = 0
        store.onChange = { _ in changes += 1 }
        store.send(.queryChanged("wine"))
        await store.idle()
        #expect(store.state == .init(query: "wine", results: ["wine!"], isLoading: false))
        #expect(changes == 2)
        #expect(store.isBusy == false)
    }

    @Test func aSettledStepRunsTheWorkItStartedToItsEnd() async {
        let state = await SearchFeature.settled(.clearedAndSaid, from: .init(query: "old", results: ["x"]), environment: .init(search: { ["\($0)!"] }))
        #expect(state == .init(query: "said", results: ["said!"], isLoading: false))
    }

    @Test func aStepHearsEveryActionItAppliedInOrder() async {
        let step = await SearchFeature.step(.clearedAndSaid, from: .init(), environment: .init(search: { [$0] }))
        #expect(step.actions == [.clearedAndSaid, .queryChanged("said"), .response(["said"])])
        #expect(step.state.results == ["said"])
    }

    // NB: the test clock never moves here: a settled step that waited for its timer would not
    // return, and the time limit fails the test.
    @Test(.timeLimit(.minutes(1))) func aSettledStepDoesNotWaitForATimer() async {
        let time = TestClock()
        let state = await ReminderFeature.settled(.set(after: .seconds(5), keepingAnEarlierOne: false), from: .init(), environment: .init(clock: time.clock))
        #expect(state.rung == 0)
    }

    @Test func aNewRunWithTheSameIDCancelsTheOldOne() async {
        let gate = AsyncGate()
        let store = Store<SearchFeature>(initialState: .init(), environment: .init(search: { query in
            if query == "slow" { await gate.wait() }
            return [query]
        }))
        store.send(.queryChanged("slow"))
        store.send(.queryChanged("fast"))
        await gate.open()
        await store.idle()
        // The cancelled effect's answer never lands.
        #expect(store.state.results == ["fast"])
    }

    @Test func testStoreChecksStateAndReceivedActions() async {
        let store = TestStore<SearchFeature>(initialState: .init(), environment: .init(search: { [$0.uppercased()] }))
        await store.send(.queryChanged("red")) {
            $0.query = "red"
            $0.isLoading = true
        }
        await store.receive(.response(["RED"])) {
            $0.isLoading = false
            $0.results = ["RED"]
        }
        await store.finish()
    }

    @Test func testStoreFailsOnAnUnassertedStateChange() async {
        let store = TestStore<SearchFeature>(initialState: .init(), environment: .init(search: { _ in [] }))
        await withKnownIssue {
            await store.send(.queryChanged("x")) { $0.query = "x" } // isLoading left out
        }
        store.cancelEffects()
        store.skipReceivedActions()
    }

    @Test func testStoreFailsOnAnUnreceivedAction() async {
        let store = TestStore<SearchFeature>(initialState: .init(), environment: .init(search: { _ in ["a"] }))
        await store.send(.queryChanged("x")) {
            $0.query = "x"
            $0.isLoading = true
        }
        await withKnownIssue {
            await store.finish()
        }
    }

    @Test func testStoreFailsOnTheWrongReceivedAction() async {
        let store = TestStore<SearchFeature>(initialState: .init(), environment: .init(search: { _ in ["a"] }))
        await store.send(.queryChanged("x")) {
            $0.query = "x"
            $0.isLoading = true
        }
        await withKnownIssue {
            await store.receive(.response(["b"])) {
                $0.isLoading = false
                $0.results = ["a"]
            }
        }
        await store.finish()
    }
}

/// Suspends callers until opened: lets a test hold an effect mid-flight without sleeping.
actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}
