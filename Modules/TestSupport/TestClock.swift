import Domain
import Foundation
import UseCases

/// The one clock tests control: time moves only when the test (or, if asked, a sleep) moves it.
///
/// Two ways to sleep, chosen per clock:
/// - `.waitForAdvance` (the default): a sleep suspends until the test advances the time past
///   its deadline, so a 3-second notice is tested in no time and a test can see the timer
///   waiting (`waitUntilSleeping`).
/// - `.advanceAtOnce`: a sleep moves the time forward by its duration and returns, so code that
///   spaces requests in time (the Counters sync, the import's checkpoints) runs instantly and
///   deterministically.
public final class TestClock: Sendable {
    /// What a sleep on this clock does.
    public enum Sleeps: Sendable {
        /// Suspends until `advance(by:)` passes the deadline.
        case waitForAdvance
        /// Advances the clock by the duration at once.
        case advanceAtOnce
    }

    private struct Sleeper {
        let id: Int
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Date
        var sleepers: [Sleeper] = []
        var requested: [Duration] = []
        var nextID = 0
    }

    private let state: Locked<State>
    private let sleeps: Sleeps

    /// A clock stopped at `start` whose sleeps behave as `sleeps` says.
    public init(start: Date = Date(timeIntervalSince1970: 1_795_310_800), sleeps: Sleeps = .waitForAdvance) {
        state = Locked(State(now: start))
        self.sleeps = sleeps
    }

    /// The clock to inject.
    public var clock: Clock {
        Clock(now: { [self] in now }, sleep: { [self] in try await sleep($0) })
    }

    /// The current instant.
    public var now: Date { state.withLock { $0.now } }

    /// Every duration a sleep asked for, in order.
    public var requestedSleeps: [Duration] { state.withLock { $0.requested } }

    /// How many sleeps are waiting.
    public var sleeping: Int { state.withLock { $0.sleepers.count } }

    /// Waits (by yielding, never by sleeping) until `count` sleeps are waiting.
    public func waitUntilSleeping(_ count: Int = 1) async {
        for _ in 0..<100_000 where sleeping < count {
            await Task.yield()
        }
    }

    /// Moves the time forward, waking the sleeps whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now += duration.timeInterval
            let due = state.sleepers.filter { $0.deadline <= state.now }
            state.sleepers.removeAll { $0.deadline <= state.now }
            return due
        }
        due.forEach { $0.continuation.resume() }
    }

    private func sleep(_ duration: Duration) async throws {
        try Task.checkCancellation()
        if sleeps == .advanceAtOnce {
            state.withLock { $0.requested.append(duration) }
            advance(by: duration)
            return
        }
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // NB: checked under the lock the cancel handler takes too, so a cancellation
                // that comes before the sleeper is registered is not lost.
                let cancelled = state.withLock { state -> Bool in
                    if Task.isCancelled { return true }
                    state.requested.append(duration)
                    let deadline = state.now + duration.timeInterval
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }
}
