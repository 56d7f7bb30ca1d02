/// The cart screen's view model.
public enum PizzaCartFeature: Reducer {
    public static func reduce(_ state: inout PizzaCartState, _ action: PizzaCartAction, _ environment: PizzaEnvironment) -> Effect<PizzaCartAction> {
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
            return .none

        case let .cartLoaded(.failure(error)), let .cartChanged(.failure(error)):
            state.error = error
            return .none

        case let .removePressed(id):
            state.error = nil
            return .run { send in
                await send(.cartChanged(attempt {
                    _ = try environment.removeFromCart(id)
                    return try environment.cart()
                }))
            }

        case let .quantitySet(id, quantity):
            state.error = nil
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
            state.isConfirmingCheckout = true
            return .none

        case .checkoutCancelled:
            state.isConfirmingCheckout = false
            return .none

        case .checkoutConfirmed:
            guard state.isConfirmingCheckout, state.canCheckout else { return .none }
            state.isConfirmingCheckout = false
            state.isCheckingOut = true
            // NB: the person saw the warning in the question they said yes to.
            let again = state.cart.uncertainCheckout != nil
            return .run(id: "pizza.checkout") { send in
                await send(.checkoutFinished(await attempt { try await environment.checkout(again) }))
            }

        case let .checkoutFinished(.success(order)):
            state.isCheckingOut = false
            state.placedOrder = order
            state.cart.settle(order.lines)
            state.cart.checkoutMark = nil
            return .none

        case let .checkoutFinished(.failure(error)):
            state.isCheckingOut = false
            state.checkoutFailed(error)
            return .run { send in
                await send(.cartLoaded(attempt { try environment.cart() }))
            }
        }
    }
}
