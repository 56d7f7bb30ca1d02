extension Reducer {
    /// What one step came to, starting from `state`: the state once `action`, and all the work
    /// it started, are done, and every action applied on the way, `action` first. How a
    /// one-shot front end (a `kiosk` command) takes a step the screens take, through the same
    /// reducer, the same rules and the same work, and hears its result as a parent would (a
    /// delegate action, an effect's answer).
    ///
    /// Waiting timers are not waited for and do not outlive the call (a notice's five seconds
    /// are a screen's matter, not a command's).
    @MainActor
    public static func step(_ action: Action, from state: State, environment: Environment) async -> (state: State, actions: [Action]) {
        let store = Store<Self>(initialState: state, environment: environment)
        var actions: [Action] = []
        store.onAction = { actions.append($0) }
        let settled = await store.settle(action)
        store.cancelAll()
        return (settled, actions)
    }

    /// The state once `action`, and all the work it started, are done (`step`'s state).
    @MainActor
    public static func settled(_ action: Action, from state: State, environment: Environment) async -> State {
        await step(action, from: state, environment: environment).state
    }
}
