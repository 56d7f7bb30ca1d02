import Presentation

extension Effect {
    /// The same work, its actions wrapped by `transform`: lets the page's reducer embed the view
    /// model (`.list(CountersAction)`) and run its effects as its own.
    ///
    /// NB: the TUI has the same function (`Apps/TUI/App/Shell/Effect+Map.swift`); it belongs in
    /// Presentation's runtime, where both front ends could share it.
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
