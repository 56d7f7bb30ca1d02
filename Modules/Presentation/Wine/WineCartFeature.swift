/// The cart: lines in order of first addition, the total quantity, remove, change a quantity,
/// check out. A successful checkout fills `order`, and the front end shows the thank-you.
public enum WineCartFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The lines.
        public var contents = CartContents(items: [])
        /// Whether the cart is being read or changed.
        public var isLoading = false
        /// Why the last step failed.
        public var error: AppError?
        /// The order just placed.
        public var order: WineOrder?

        /// An empty cart, not yet read.
        public init() {}

        /// The total of all quantities.
        public var totalQuantity: Int { contents.totalQuantity }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The screen appeared.
        case appeared
        /// The cart was read or changed.
        case cartResponse(Result<CartContents, AppError>)
        /// The user set a line's quantity.
        case quantitySet(wineID: Int, quantity: Int)
        /// The user removed a line.
        case removePressed(Int)
        /// The user pressed "check out".
        case checkoutPressed
        /// The checkout finished.
        case checkoutResponse(Result<WineOrder, AppError>)
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineFeatureEnvironment) -> Effect<Action> {
        switch action {
        case .appeared:
            state.isLoading = true
            return .run { send in await send(.cartResponse(attempt { try environment.club.cart.contents() })) }
        case let .cartResponse(.success(contents)):
            state.isLoading = false
            state.contents = contents
            state.error = nil
            return .none
        case let .cartResponse(.failure(error)):
            state.isLoading = false
            state.error = error
            return .none
        case let .quantitySet(wineID, quantity):
            state.isLoading = true
            return .run { send in await send(.cartResponse(attempt { try environment.club.cart.set(wineID: wineID, quantity: quantity) })) }
        case let .removePressed(wineID):
            state.isLoading = true
            return .run { send in await send(.cartResponse(attempt { try environment.club.cart.remove(wineID: wineID) })) }
        case .checkoutPressed:
            guard !state.contents.items.isEmpty else {
                state.error = .validation(field: "cart", rule: "is empty; add a wine before checking out")
                return .none
            }
            state.isLoading = true
            return .run { send in await send(.checkoutResponse(attempt { try environment.club.checkout() })) }
        case let .checkoutResponse(.success(order)):
            state.isLoading = false
            state.order = order
            state.contents = CartContents(items: [])
            state.error = nil
            return .none
        case let .checkoutResponse(.failure(error)):
            state.isLoading = false
            state.error = error
            return .none
        }
    }
}
