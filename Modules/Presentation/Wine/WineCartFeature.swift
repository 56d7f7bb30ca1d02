/// The cart: lines in order of first addition, the total quantity, remove, change a quantity,
/// check out after a confirmation naming what is ordered. A successful checkout tells the
/// feature holding the cart (`Delegate.orderPlaced`), and `WineFeature` shows the thank-you.
///
/// A checkout confirms a version of the cart, not a picture of it: "check out" reads the cart
/// from the store before the question names it, and "place the order" carries the cart the
/// question named (`confirmed`). If the cart changed meanwhile (another terminal, the CLI),
/// nothing is ordered: the cart is shown as it is now, with an error saying what changed.
public enum WineCartFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The lines.
        public var contents = CartContents(items: [])
        /// Whether the cart is being read or changed.
        public var isLoading = false
        /// Why the last step failed.
        public var error: AppError?
        /// The "place the order?" question, naming the cart it orders.
        public var confirmation = CheckoutConfirmation<CartContents>()

        /// An empty cart, not yet read.
        public init() {}

        /// Whether the "place the order?" question is up.
        public var isConfirmingCheckout: Bool { confirmation.isAsked }

        /// The total of all quantities.
        public var totalQuantity: Int { contents.totalQuantity }

        /// What the cart comes to, and how many lines have no price.
        public var total: PricedTotal { contents.total }

        /// The confirmation's question: "Place the order for 7 bottles (2 wines), $123.45?"
        public var checkoutQuestion: String {
            "Place the order for \(Plural.count(totalQuantity, "bottle")) (\(Plural.count(contents.items.count, "wine"))), \(total.formatted)?"
        }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The screen appeared.
        case appeared
        /// The cart was read or changed.
        case cartResponse(Result<CartContents, AppError>)
        /// The user set a line's quantity.
        case quantitySet(wineID: Int, quantity: Int)
        /// The user typed a line's quantity (a number by `Quantity.number`, its range judged by
        /// the cart).
        case quantityTyped(wineID: Int, text: String)
        /// The user stepped a line's quantity up or down by one (`+`, `-`).
        case quantityStepped(wineID: Int, by: Int)
        /// The user removed a line.
        case removePressed(Int)
        /// The user asked to check out: the cart is read, then the confirmation names it.
        case checkoutPressed
        /// The cart was read for the confirmation.
        case checkoutAsked(Result<CartContents, AppError>)
        /// The user confirmed: the order is placed.
        case checkoutConfirmed
        /// The user said no to the confirmation.
        case checkoutCancelled
        /// The checkout finished.
        case checkoutResponse(Result<WineOrder, AppError>)
        /// The cart was read again after a refused checkout, or quietly on a timer (a refusal
        /// stays shown; an error saying the store is away goes with the first good read).
        case cartRefreshed(Result<CartContents, AppError>)
        /// What the parent learns: an order was placed.
        case delegate(Delegate)
    }

    /// What the cart tells the feature that holds it.
    public enum Delegate: Equatable, Sendable {
        /// `order` was placed and the cart is empty: the thank-you follows.
        case orderPlaced(WineOrder)
    }

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case .appeared:
            state.isLoading = true
            return .run { send in await send(.cartResponse(attempt { try environment.cart() })) }
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
            state.error = nil
            // NB: a changed cart withdraws the question that named the old one.
            state.confirmation.withdraw()
            return .run { send in await send(.cartResponse(attempt { try environment.setQuantity(wineID, quantity) })) }
        case let .quantityTyped(wineID, text):
            do {
                return reduce(&state, .quantitySet(wineID: wineID, quantity: try Quantity.number(text)), environment)
            } catch {
                state.error = AppError(error)
                return .none
            }
        case let .quantityStepped(wineID, step):
            guard let line = state.contents.items.first(where: { $0.wine.id == wineID }) else { return .none }
            return reduce(&state, .quantitySet(wineID: wineID, quantity: line.quantity + step), environment)
        case let .removePressed(wineID):
            state.isLoading = true
            state.error = nil
            state.confirmation.withdraw()
            return .run { send in await send(.cartResponse(attempt { try environment.removeFromCart(wineID) })) }
        case .checkoutPressed:
            guard !state.isLoading else { return .none }
            state.isLoading = true
            state.error = nil
            return .run { send in await send(.checkoutAsked(attempt { try environment.cart() })) }
        case let .checkoutAsked(.success(contents)):
            state.isLoading = false
            state.contents = contents
            guard !contents.items.isEmpty else {
                state.error = WineCart.emptyAtCheckout
                return .none
            }
            state.confirmation.ask(contents)
            return .none
        case let .checkoutAsked(.failure(error)):
            state.isLoading = false
            state.error = error
            return .none
        case .checkoutCancelled:
            state.confirmation.withdraw()
            return .none
        case .checkoutConfirmed:
            guard !state.isLoading, let confirmed = state.confirmation.accept() else { return .none }
            state.isLoading = true
            let expected = expectation(of: confirmed)
            return .run { send in await send(.checkoutResponse(attempt { try environment.checkout(expected) })) }
        case let .checkoutResponse(.success(order)):
            state.isLoading = false
            state.contents = CartContents(items: [])
            state.error = nil
            return .immediate(.delegate(.orderPlaced(order)))
        case let .checkoutResponse(.failure(error)):
            state.isLoading = false
            state.error = error
            // NB: a checkout that lost the race leaves a different cart than the one shown.
            return .run { send in await send(.cartRefreshed(attempt { try environment.cart() })) }
        case let .cartRefreshed(result):
            guard case let .success(contents) = result else { return .none }
            state.contents = contents
            state.error.endByASuccessfulRead()
            // NB: a question naming another cart than the one shown is withdrawn, saying why.
            if let confirmed = state.confirmation.withdraw(ifNot: contents) {
                state.error = expectation(of: confirmed).refusal(quantity: \.quantity, unit: "bottle", now: contents.totalQuantity, total: contents.total.formatted)
            }
            return .none
        case .delegate:
            return .none
        }
    }

    /// What "place the order" carries: the lines and total the confirmation named.
    static func expectation(of confirmed: CartContents) -> CheckoutExpectation<CartLine> {
        CheckoutExpectation(lines: confirmed.items.map { CartLine(wineID: $0.wine.id, quantity: $0.quantity) }, total: confirmed.total.amount)
    }
}
