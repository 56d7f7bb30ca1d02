/// The drinks screen's view model.
public enum PizzaDrinksFeature: Reducer {
    public static func reduce(_ state: inout PizzaDrinksState, _ action: PizzaDrinksAction, _ environment: PizzaEnvironment) -> Effect<PizzaDrinksAction> {
        switch action {
        case .moveUp:
            guard !state.drinks.isEmpty else { return .none }
            state.selection = (state.selection + state.drinks.count - 1) % state.drinks.count
            return .none

        case .moveDown:
            guard !state.drinks.isEmpty else { return .none }
            state.selection = (state.selection + 1) % state.drinks.count
            return .none

        case let .addPressed(id):
            guard let drink = state.drinks.first(where: { $0.id == id }) else { return .none }
            state.error = nil
            return PizzaEffects.addToCart(.drink(drink), environment, response: PizzaDrinksAction.addedToCart)

        case .selectedAddPressed:
            guard state.drinks.indices.contains(state.selection) else { return .none }
            return reduce(&state, .addPressed(state.drinks[state.selection].id), environment)

        case let .addedToCart(result):
            return state.added(result, clock: environment.clock, expired: .noticeExpired)

        case .noticeExpired:
            state.notice = nil
            return .none
        }
    }
}
