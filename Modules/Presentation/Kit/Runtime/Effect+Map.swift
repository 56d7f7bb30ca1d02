extension Effect {
    /// The same work, its actions wrapped by `transform`: lets a parent feature embed a child
    /// (`.cart(WineCartFeature.Action)`) and run the child's effects as its own.
    ///
    /// Order and cancellation are kept: each action the work sends is wrapped and delivered in
    /// the same hop to the store, in the order sent, and the work runs in the outer effect's
    /// task, so cancelling that cancels it (its sends then deliver nothing).
    ///
    /// NB: no task or stream of its own between the work and the store: relaying through a
    /// stream read by a second task cost each child effect (every page of kiosk-web) a task
    /// and a hop per action.
    public func map<Outer: Sendable>(_ transform: @escaping @Sendable (Action) -> Outer) -> Effect<Outer> {
        switch operation {
        case .none:
            return .none
        case let .cancel(id):
            return .cancel(id)
        case let .immediate(action):
            return .immediate(transform(action))
        case let .timer(id, clock, duration, action, keepsEarlier):
            return .timer(id: id, clock: clock, after: duration, send: transform(action), keepingAnEarlierOne: keepsEarlier)
        case let .merge(effects):
            return .merge(effects.map { $0.map(transform) })
        case let .run(id, body):
            return .run(id: id) { send in
                await body(Send { action in send.deliver(transform(action)) })
            }
        }
    }
}
