/// Every order placed at this kiosk, newest first: number, date, lines and total.
public enum PizzaOrdersFeature: Reducer {
    /// What the page shows.
    public struct State: Equatable, Sendable {
        /// The orders, newest first.
        public var orders: [PizzaOrder] = []
        /// Whether they have been read.
        public var isLoaded = false
        /// Why they could not be read.
        public var error: AppError?

        /// Nothing read yet.
        public init() {}
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The page was shown: read the orders.
        case appeared
        /// The orders were read.
        case loaded(Result<[PizzaOrder], AppError>)
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: PizzaEnvironment) -> Effect<Action> {
        switch action {
        case .appeared:
            return .run { send in await send(.loaded(attempt { try environment.orders() })) }
        case let .loaded(.success(orders)):
            state.orders = orders
            state.isLoaded = true
            state.error = nil
            return .none
        case let .loaded(.failure(error)):
            state.isLoaded = true
            state.error = error
            return .none
        }
    }
}
