/// The signed-in employee's orders, newest first: number, date, lines and total.
public enum WineOrdersFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The orders, newest first.
        public var orders: [WineOrder] = []
        /// Whether the orders are being read.
        public var isLoading = false
        /// Why they could not be read.
        public var error: AppError?

        /// No orders read yet.
        public init() {}
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The screen appeared.
        case appeared
        /// The orders were read.
        case loaded(Result<[WineOrder], AppError>)
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case .appeared:
            state.isLoading = true
            return .run { send in await send(.loaded(attempt { try environment.orders() })) }
        case let .loaded(.success(orders)):
            state.isLoading = false
            state.orders = orders
            state.error = nil
            return .none
        case let .loaded(.failure(error)):
            state.isLoading = false
            state.error = error
            return .none
        }
    }
}
