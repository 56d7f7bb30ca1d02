extension Effect {
    /// The same work, its actions wrapped by `transform`: lets a parent feature embed a child
    /// (`.cart(WineCartFeature.Action)`) and run the child's effects as its own.
    ///
    /// Order and cancellation are kept: actions are relayed through a stream in the order the
    /// work sends them, and cancelling the outer effect cancels the work.
    public func map<Outer: Sendable>(_ transform: @escaping @Sendable (Action) -> Outer) -> Effect<Outer> {
        switch operation {
        case .none:
            return .none
        case let .cancel(id):
            return .cancel(id)
        case let .immediate(action):
            return .immediate(transform(action))
        case let .timer(id, clock, duration, action):
            return .timer(id: id, clock: clock, after: duration, send: transform(action))
        case let .merge(effects):
            return .merge(effects.map { $0.map(transform) })
        case let .run(id, body):
            return .run(id: id) { send in
                let (actions, continuation) = AsyncStream<Action>.makeStream()
                async let work: Void = {
                    await body(Send { action in continuation.yield(action) })
                    continuation.finish()
                }()
                for await action in actions { await send(transform(action)) }
                await work
            }
        }
    }
}
