/// Runs a reducer: holds its state, applies actions, and runs the effects it returns.
///
/// Front ends call `send(_:)` and read `state`. That is the whole API; `onChange` lets an
/// interactive front end draw again when an effect result arrives while the user is idle, and
/// `idle()` lets a one-shot front end wait until the work an action started is done.
@MainActor
public final class Store<R: Reducer> {
    /// The current state.
    public private(set) var state: R.State
    /// Called after every action, with the new state.
    public var onChange: (@MainActor (R.State) -> Void)?
    /// Called with every action as it is applied, before `onChange`: how a one-shot front end
    /// hears what a step came to (an effect's result, a child's delegate action).
    public var onAction: (@MainActor (R.Action) -> Void)?

    private let environment: R.Environment
    private let effects = EffectRunner<R.Action>()

    /// A store starting at `initialState` whose effects use `environment`.
    public init(initialState: R.State, environment: R.Environment) {
        self.state = initialState
        self.environment = environment
        effects.deliver = { [weak self] action in self?.send(action) }
    }

    /// Applies `action` and starts the work it describes.
    public func send(_ action: R.Action) {
        onAction?(action)
        let effect = R.reduce(&state, action, environment)
        onChange?(state)
        effects.run(effect)
    }

    /// Applies `action`, then waits until all the work it started (and the work its results
    /// started) is done: the state is then final for a one-shot front end.
    @discardableResult
    public func settle(_ action: R.Action) async -> R.State {
        send(action)
        await idle()
        return state
    }

    /// Waits until no effect is in flight, including effects started by the actions that
    /// earlier effects sent.
    public func idle() async {
        await effects.idle()
    }

    /// Calls `body` once no effect is in flight (as `idle()` waits): now, if none is.
    public func whenIdle(_ body: @escaping @MainActor () -> Void) {
        effects.whenIdle(body)
    }

    /// Whether any effect is still running.
    public var isBusy: Bool { effects.isBusy }

    /// Cancels every effect in flight (the screen is going away).
    public func cancelAll() {
        effects.cancelAll()
    }
}
