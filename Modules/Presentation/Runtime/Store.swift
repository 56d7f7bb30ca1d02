/// Runs a reducer: holds its state, applies actions, and runs the effects it returns.
///
/// Front ends call `send(_:)` and read `state`. That is the whole API; `onChange` lets the TUI
/// re-render when an effect result arrives while the user is idle, and `idle()` lets the CLI
/// wait until a command's work is done before it prints.
@MainActor
public final class Store<R: Reducer> {
    /// The current state.
    public private(set) var state: R.State
    /// Called after every action, with the new state.
    public var onChange: (@MainActor (R.State) -> Void)?

    private let environment: R.Environment
    private var inFlight: [Int: Task<Void, Never>] = [:]
    private var keysByID: [EffectID: Int] = [:]
    private var nextKey = 0

    /// A store starting at `initialState` whose effects use `environment`.
    public init(initialState: R.State, environment: R.Environment) {
        self.state = initialState
        self.environment = environment
    }

    /// Applies `action` and starts the work it describes.
    public func send(_ action: R.Action) {
        let effect = R.reduce(&state, action, environment)
        onChange?(state)
        run(effect)
    }

    /// Waits until no effect is in flight, including effects started by the actions that
    /// earlier effects sent: the state is then final for a one-shot front end.
    public func idle() async {
        while let task = inFlight.values.first {
            await task.value
        }
    }

    /// Whether any effect is still running.
    public var isBusy: Bool { !inFlight.isEmpty }

    /// Cancels every effect in flight (the screen is going away).
    public func cancelAll() {
        inFlight.values.forEach { $0.cancel() }
    }

    private func run(_ effect: Effect<R.Action>) {
        switch effect.operation {
        case .none:
            return
        case let .cancel(id):
            if let key = keysByID.removeValue(forKey: id) { inFlight[key]?.cancel() }
        case let .merge(effects):
            effects.forEach { run($0) }
        case let .run(id, body):
            if let id, let previous = keysByID[id] { inFlight[previous]?.cancel() }
            let key = nextKey
            nextKey += 1
            let send = Send<R.Action> { [weak self] action in self?.send(action) }
            // NB: the task is stored before it can finish, since `finished` runs on this actor
            // after the current call returns.
            inFlight[key] = Task { [weak self] in
                await body(send)
                self?.finished(key: key, id: id)
            }
            if let id { keysByID[id] = key }
        }
    }

    private func finished(key: Int, id: EffectID?) {
        inFlight[key] = nil
        if let id, keysByID[id] == key { keysByID[id] = nil }
    }
}
