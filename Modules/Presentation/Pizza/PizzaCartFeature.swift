/// The cart screen's view model.
///
/// A checkout confirms a version of the cart: CHECKOUT reads the cart from the store before the
/// question names it, and "place the order" carries the cart the question named (`confirmed`).
/// If the cart changed meanwhile (another browser, the CLI), nothing is sent: the cart is shown
/// as it is now, with an error saying what changed.
public enum PizzaCartFeature: Reducer {
    public static func reduce(_ state: inout PizzaCartFeature.State, _ action: PizzaCartFeature.Action, _ environment: PizzaEnvironment) -> Effect<PizzaCartFeature.Action> {
        switch action {
        case .appeared:
            return .run { send in
                await send(.cartLoaded(attempt { try environment.cart() }))
            }

        case let .cartLoaded(.success(cart)), let .cartChanged(.success(cart)):
            state.cart = cart
            state.isLoaded = true
            // NB: a checkout's failure is what the person is told about that checkout, read or not.
            if !state.isCheckoutError { state.error.endByASuccessfulRead() }
            // NB: a question naming another cart than the one shown is withdrawn, saying why.
            if let confirmed = state.confirmation.withdraw(ifNot: cart, same: { $0.lines == $1.lines }) {
                state.error = expectation(of: confirmed).refusal(quantity: \.quantity, unit: "item", now: cart.totalQuantity, total: cart.total.formatted)
            }
            return .none

        case let .cartLoaded(.failure(error)), let .cartChanged(.failure(error)):
            state.error = error
            return .none

        case let .removePressed(id):
            state.error = nil
            // NB: a changed cart withdraws the question that named the old one.
            state.confirmation.withdraw()
            return .run { send in
                switch attempt({ try environment.removeFromCart(id) }) {
                case let .success(line):
                    await send(.lineRemoved(line))
                    await send(.cartChanged(attempt { try environment.cart() }))
                case let .failure(error):
                    await send(.cartChanged(.failure(error)))
                }
            }

        case .lineRemoved:
            return .none

        case let .quantitySet(id, quantity):
            state.error = nil
            state.confirmation.withdraw()
            return .run { send in
                await send(.cartChanged(attempt {
                    _ = try environment.setQuantity(id, quantity)
                    return try environment.cart()
                }))
            }

        case let .quantityTyped(id, text):
            do {
                return reduce(&state, .quantitySet(id, try Quantity.wholeNumber(text)), environment)
            } catch {
                state.error = AppError(error)
                return .none
            }

        case let .quantityStepped(id, step):
            guard let line = state.cart.line(id) else { return .none }
            return reduce(&state, .quantitySet(id, line.quantity + step), environment)

        case .checkoutPressed:
            guard state.canCheckout else { return .none }
            state.error = nil
            return .run { send in
                await send(.checkoutAsked(attempt { try environment.cart() }))
            }

        case let .checkoutAsked(.success(cart)):
            state.cart = cart
            state.isLoaded = true
            guard state.canCheckout else { return .none }
            state.confirmation.ask(cart)
            return .none

        case let .checkoutAsked(.failure(error)):
            state.error = error
            return .none

        case .checkoutCancelled:
            state.confirmation.withdraw()
            return .none

        case .checkoutConfirmed:
            guard state.canCheckout, let confirmed = state.confirmation.accept() else { return .none }
            state.isCheckingOut = true
            // NB: the person saw the warning in the question they said yes to.
            let again = confirmed.uncertainCheckout != nil
            let expected = expectation(of: confirmed)
            return .run(id: "pizza.checkout") { send in
                await send(.checkoutFinished(await attempt { try await environment.checkout(again, expected) }))
            }

        case let .checkoutFinished(.success(order)):
            state.isCheckingOut = false
            state.cart.settle(order.lines)
            state.cart.checkoutMark = nil
            return .immediate(.delegate(.orderPlaced(order)))

        case let .checkoutFinished(.failure(error)):
            state.isCheckingOut = false
            state.checkoutFailed(error)
            return .run { send in
                await send(.cartLoaded(attempt { try environment.cart() }))
            }

        case .delegate:
            return .none
        }
    }

    /// What "place the order" carries: the lines and total the confirmation named.
    static func expectation(of confirmed: PizzaCart) -> CheckoutExpectation<PizzaCartLine> {
        CheckoutExpectation(lines: confirmed.lines, total: confirmed.total)
    }
}
