/// The cart screen's view model.
public enum PizzaCartFeature: Reducer {
    public static func reduce(_ state: inout PizzaCartState, _ action: PizzaCartAction, _ environment: PizzaEnvironment) -> Effect<PizzaCartAction> {
        switch action {
        case .appeared:
            let store = environment.cartStore
            return .run { send in
                await send(.cartLoaded(PizzaEffects.result { try store.load() }))
            }

        case let .cartLoaded(.success(cart)), let .lineRemoved(.success(cart)):
            state.cart = cart
            state.isLoaded = true
            state.selection = min(state.selection, max(cart.lines.count - 1, 0))
            return .none

        case let .cartLoaded(.failure(error)), let .lineRemoved(.failure(error)):
            state.error = error
            return .none

        case .moveUp:
            guard !state.cart.isEmpty else { return .none }
            state.selection = (state.selection + state.cart.lines.count - 1) % state.cart.lines.count
            return .none

        case .moveDown:
            guard !state.cart.isEmpty else { return .none }
            state.selection = (state.selection + 1) % state.cart.lines.count
            return .none

        case let .removePressed(id):
            state.error = nil
            let store = environment.cartStore
            return .run { send in
                await send(.lineRemoved(PizzaEffects.result { try store.update { cart in try cart.remove(id); return cart } }))
            }

        case .selectedRemovePressed:
            guard let line = state.selectedLine else { return .none }
            return reduce(&state, .removePressed(line.id), environment)

        case .checkoutPressed:
            guard state.canCheckout else { return .none }
            state.isCheckingOut = true
            state.error = nil
            let checkout = environment.checkout
            return .run(id: "pizza.checkout") { send in
                await send(.checkoutFinished(await PizzaEffects.result { try await checkout() }))
            }

        case let .checkoutFinished(.success(order)):
            state.isCheckingOut = false
            state.placedOrder = order
            state.cart.settle(order.lines)
            state.selection = 0
            return .none

        case let .checkoutFinished(.failure(error)):
            state.isCheckingOut = false
            state.error = error
            return .none

        case .thankYouDismissed:
            state.placedOrder = nil
            return .none
        }
    }
}
