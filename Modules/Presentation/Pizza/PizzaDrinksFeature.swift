/// The drinks screen's view model.
public enum PizzaDrinksFeature: Reducer {
    public static func reduce(_ state: inout PizzaDrinksFeature.State, _ action: PizzaDrinksFeature.Action, _ environment: PizzaEnvironment) -> Effect<PizzaDrinksFeature.Action> {
        switch action {
        case let .addPressed(id):
            guard let drink = state.drinks.first(where: { $0.id == id }) else { return .none }
            return PizzaCartAdding.add(.drink(drink), menu: .empty, error: &state.error, environment, response: PizzaDrinksFeature.Action.addedToCart)

        case let .addedToCart(.failure(error)):
            state.error = error
            return .none

        case .addedToCart(.success):
            return .none
        }
    }
}
