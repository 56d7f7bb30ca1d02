import Presentation
import Testing
import TestSupport

/// A timer that may keep an earlier one of its id (`Effect.timer(…keepingAnEarlierOne:)`).
enum ReminderFeature: Reducer {
    struct State: Equatable, Sendable {
        var rung = 0
    }

    enum Action: Equatable, Sendable {
        case set(after: Duration, keepingAnEarlierOne: Bool)
        case rang
    }

    struct Environment: Sendable {
        let clock: Clock
    }

    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
        switch action {
        case let .set(duration, keeping):
            return .timer(id: "reminder", clock: environment.clock, after: duration, send: .rang, keepingAnEarlierOne: keeping)
        case .rang:
            state.rung += 1
            return .none
        }
    }
}

@MainActor
@Suite struct TimerKeepingTests {
    let time = TestClock()

    /// A store whose reminder waits on the test's clock.
    func store() -> TestStore<ReminderFeature> {
        TestStore<ReminderFeature>(initialState: .init(), environment: .init(clock: time.clock))
    }

    @Test func aLaterTimerKeepingAnEarlierOneLeavesItToFire() async {
        let store = store()
        await store.send(.set(after: .seconds(10), keepingAnEarlierOne: true))
        await time.waitUntilSleeping()
        await store.send(.set(after: .seconds(30), keepingAnEarlierOne: true))
        #expect(time.requestedSleeps == [.seconds(10)])
        time.advance(by: .seconds(10))
        await store.receive(.rang) { $0.rung = 1 }
        await store.finish()
    }

    @Test func anEarlierTimerReplacesALaterOneEvenWhenKeeping() async {
        let store = store()
        await store.send(.set(after: .seconds(30), keepingAnEarlierOne: true))
        await time.waitUntilSleeping()
        await store.send(.set(after: .seconds(10), keepingAnEarlierOne: true))
        await time.waitUntilSleeping()
        time.advance(by: .seconds(10))
        await store.receive(.rang) { $0.rung = 1 }
        time.advance(by: .seconds(20))
        await store.finish()
    }

    @Test func aTimerNotKeepingReplacesTheWaitingOne() async {
        let store = store()
        await store.send(.set(after: .seconds(10), keepingAnEarlierOne: true))
        await time.waitUntilSleeping()
        await store.send(.set(after: .seconds(30), keepingAnEarlierOne: false))
        await time.waitUntilSleeping()
        #expect(time.requestedSleeps == [.seconds(10), .seconds(30)])
        time.advance(by: .seconds(30))
        await store.receive(.rang) { $0.rung = 1 }
        await store.finish()
    }
}

