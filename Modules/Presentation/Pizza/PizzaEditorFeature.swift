/// The pizza editor's view model.
public enum PizzaEditorFeature: Reducer {
    public static func reduce(_ state: inout PizzaEditorFeature.State, _ action: PizzaEditorFeature.Action, _ environment: PizzaEnvironment) -> Effect<PizzaEditorFeature.Action> {
        switch action {
        case let .ingredientToggled(id):
            guard let ingredient = state.menu.ingredient(id) else { return .none }
            state.pizza.toggle(ingredient)
            state.error = nil
            return .none

        case .addToCartPressed:
            return PizzaCartAdding.add(.pizza(state.pizza), menu: state.menu, error: &state.error, environment, response: PizzaEditorFeature.Action.addedToCart)

        case let .addedToCart(.failure(error)):
            state.error = error
            return .none

        case .addedToCart(.success):
            return .none
        }
    }
}
