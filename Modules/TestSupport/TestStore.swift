import Presentation
import Testing

/// A store for tests that makes every state change and every effect result explicit.
///
/// In the spirit of TCA's `TestStore`: `send` applies a user action and checks the state change
/// the test describes; actions sent back by effects are queued, not applied, until the test
/// `receive`s them in order. A state change the test did not describe, an action received out of
/// order, or one left unreceived when the store finishes fails the test.
///
/// ```swift
/// let store = TestStore<LoginFeature>(initialState: .init(), environment: .test)
/// await store.send(.submitPressed) { $0.isLoading = true }
/// await store.receive(.loginResponse(.success(.mock))) { $0.isLoading = false; … }
/// await store.finish()
/// ```
@MainActor
public final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
    /// The state after every action applied so far.
    public private(set) var state: R.State

    private let environment: R.Environment
    private var received: [R.Action] = []
    /// The app's own effect runner: actions it delivers are queued for `receive`.
    private let effects = EffectRunner<R.Action>()
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A test store starting at `initialState` whose effects use `environment`.
    public init(initialState: R.State, environment: R.Environment) {
        self.state = initialState
        self.environment = environment
        effects.deliver = { [weak self] action in
            self?.received.append(action)
            self?.wake()
        }
        effects.onFinish = { [weak self] in self?.wake() }
    }

    /// Applies a user action and checks that the state changes exactly as `update` describes.
    ///
    /// - Parameters:
    ///   - action: what the user did.
    ///   - update: mutates the previous state into the expected one; omit it when the action
    ///     must not change the state.
    public func send(
        _ action: R.Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: ((inout R.State) -> Void)? = nil
    ) async {
        if !received.isEmpty {
            Issue.record(
                "Must handle \(received.count) received action(s) before sending \(action): \(received)",
                sourceLocation: sourceLocation
            )
        }
        apply(action, update, sourceLocation)
        // Let effects that start synchronously get going, so `receive` finds their actions.
        await Task.yield()
    }

    /// Waits for the next action an effect sent, checks it is `expected`, applies it and checks
    /// the state change.
    ///
    /// - Parameter timeout: how long an effect may take to report back before the test fails.
    public func receive(
        _ expected: R.Action,
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: ((inout R.State) -> Void)? = nil
    ) async {
        await waitForAction(timeout: timeout)
        guard !received.isEmpty else {
            Issue.record("Expected to receive \(expected), but no action was received", sourceLocation: sourceLocation)
            return
        }
        let action = received.removeFirst()
        if action != expected {
            Issue.record(
                "Received an unexpected action.\n  expected: \(expected)\n  received: \(action)",
                sourceLocation: sourceLocation
            )
        }
        apply(action, update, sourceLocation)
        await Task.yield()
    }

    /// Waits for every effect in flight, then fails if any received action was left unasserted.
    public func finish(timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation) async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while effects.isBusy, ContinuousClock.now < deadline {
            await waitForChange(until: deadline)
        }
        if effects.isBusy {
            Issue.record("\(effects.runningCount) effect(s) still running after \(timeout)", sourceLocation: sourceLocation)
            effects.cancelAll()
        } else if effects.waitingTimers > 0 {
            Issue.record("\(effects.waitingTimers) timer(s) still waiting: advance the clock past them or cancel them", sourceLocation: sourceLocation)
            effects.cancelAll()
        }
        if !received.isEmpty {
            Issue.record("\(received.count) received action(s) were not asserted: \(received)", sourceLocation: sourceLocation)
        }
    }

    /// Drops the received actions a test does not care about.
    public func skipReceivedActions() {
        received.removeAll()
    }

    /// Cancels every effect in flight: for effects that never end, like a ticker.
    public func cancelEffects() {
        effects.cancelAll()
    }

    // MARK: - Running

    private func apply(_ action: R.Action, _ update: ((inout R.State) -> Void)?, _ sourceLocation: SourceLocation) {
        var expected = state
        update?(&expected)
        let effect = R.reduce(&state, action, environment)
        if expected != state {
            Issue.record(
                "State after \(action) differs from the expected state:\n\(StateDifference(expected: expected, actual: state))",
                sourceLocation: sourceLocation
            )
        }
        effects.run(effect)
    }

    private func waitForAction(timeout: Duration) async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while received.isEmpty, effects.runningCount > 0, ContinuousClock.now < deadline {
            await waitForChange(until: deadline)
        }
    }

    /// Suspends until an effect sends an action or ends, or until `deadline`.
    private func waitForChange(until deadline: ContinuousClock.Instant) async {
        let timer = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            self?.wake()
        }
        await withCheckedContinuation { waiters.append($0) }
        timer.cancel()
    }

    private func wake() {
        let waiting = waiters
        waiters.removeAll()
        waiting.forEach { $0.resume() }
    }
}

/// The lines where two dumps of a state differ, for a readable test failure.
struct StateDifference: CustomStringConvertible {
    let expected: String
    let actual: String

    init<T>(expected: T, actual: T) {
        var e = ""
        var a = ""
        dump(expected, to: &e)
        dump(actual, to: &a)
        self.expected = e
        self.actual = a
    }

    var description: String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(e.count, a.count) {
            let left = index < e.count ? String(e[index]) : ""
            let right = index < a.count ? String(a[index]) : ""
            if left == right { continue }
            lines.append("  − \(left)")
            lines.append("  + \(right)")
        }
        return lines.joined(separator: "\n")
    }
}
