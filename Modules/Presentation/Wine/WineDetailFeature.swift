/// A wine's detail: label, name, description (or a placeholder), and "add to cart" with a
/// chosen quantity.
public enum WineDetailFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The wine shown.
        public let wineID: Int
        /// The wine, once read.
        public var wine: Wine?
        /// The quantity field.
        public var quantity = "1"
        /// Why the last step failed.
        public var error: AppError?
        /// The quantity of this wine in the cart after the last add.
        public var inCart: Int?

        /// The detail of `wineID`, not yet read.
        public init(wineID: Int) { self.wineID = wineID }

        /// The description to show: the API's, as text, or the placeholder.
        public var descriptionText: String { wine?.displayDescription ?? "" }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The screen appeared.
        case appeared
        /// The wine was read.
        case loaded(Result<Wine, AppError>)
        /// The quantity field changed.
        case quantityChanged(String)
        /// The user pressed "add to cart".
        case addPressed
        /// A quantity typed and "add to cart" pressed at once (a form posted whole).
        case addSubmitted(String)
        /// The add finished.
        case added(Result<CartContents, AppError>)
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case .appeared:
            return .run { [id = state.wineID] send in await send(.loaded(attempt { try environment.wine(id) })) }
        case let .loaded(.success(wine)):
            state.wine = wine
            return .none
        case let .loaded(.failure(error)):
            state.error = error
            return .none
        case let .quantityChanged(text):
            state.quantity = text
            state.error = nil
            return .none
        case let .addSubmitted(text):
            state.quantity = text
            return reduce(&state, .addPressed, environment)
        case .addPressed:
            let quantity: Int
            do {
                // NB: text to a number here; its range is judged once, by the cart it goes into.
                quantity = try Quantity.number(state.quantity)
            } catch {
                state.error = error as? AppError ?? .unexpected("\(error)")
                return .none
            }
            state.error = nil
            return .run { [id = state.wineID] send in
                await send(.added(attempt { try environment.addToCart(id, quantity) }))
            }
        case let .added(.success(contents)):
            state.inCart = contents.items.first { $0.wine.id == state.wineID }?.quantity
            state.quantity = "1"
            return .none
        case let .added(.failure(error)):
            state.error = error
            return .none
        }
    }
}
