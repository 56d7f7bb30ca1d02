/// The pizza editor's view model.
public enum PizzaEditorFeature: Reducer {
    public static func reduce(_ state: inout PizzaEditorState, _ action: PizzaEditorAction, _ environment: PizzaEnvironment) -> Effect<PizzaEditorAction> {
        switch action {
        case let .ingredientToggled(id):
            guard let ingredient = state.menu.ingredient(id) else { return .none }
            state.pizza.toggle(ingredient)
            state.error = nil
            return .none

        case .addToCartPressed:
            return PizzaCartAdding.add(.pizza(state.pizza), menu: state.menu, error: &state.error, environment, response: PizzaEditorAction.addedToCart)

        case let .addedToCart(.failure(error)):
            state.error = error
            return .none

        case .addedToCart(.success):
            return .none
        }
    }
}
