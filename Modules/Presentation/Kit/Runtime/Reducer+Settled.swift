extension Reducer {
    /// The state once `action`, and all the work it started, are done, starting from `state`:
    /// how a one-shot front end (a `kiosk` command) takes a step the screens take, through the
    /// same reducer, the same rules and the same work.
    ///
    /// Waiting timers are not waited for and do not outlive the call (a notice's five seconds
    /// are a screen's matter, not a command's).
    @MainActor
    public static func settled(_ action: Action, from state: State, environment: Environment) async -> State {
        let store = Store<Self>(initialState: state, environment: environment)
        let settled = await store.settle(action)
        store.cancelAll()
        return settled
    }
}
