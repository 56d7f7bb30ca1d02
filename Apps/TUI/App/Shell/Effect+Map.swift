import Presentation

extension Effect {
    /// The same work, its actions wrapped by `transform`: lets a screen's own reducer embed a
    /// view model (`.list(CountersAction)`) and run the view model's effects as its own.
    ///
    /// Order and cancellation are kept: actions are relayed through a stream in the order the
    /// work sends them, and cancelling the outer effect cancels the work.
    func map<Outer: Sendable>(_ transform: @escaping @Sendable (Action) -> Outer) -> Effect<Outer> {
        switch operation {
        case .none:
            return .none
        case let .cancel(id):
            return .cancel(id)
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
