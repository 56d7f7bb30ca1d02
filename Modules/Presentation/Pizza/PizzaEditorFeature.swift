/// The pizza editor's view model.
public enum PizzaEditorFeature: Reducer {
    public static func reduce(_ state: inout PizzaEditorState, _ action: PizzaEditorAction, _ environment: PizzaEnvironment) -> Effect<PizzaEditorAction> {
        switch action {
        case .moveUp:
            guard !state.menu.ingredients.isEmpty else { return .none }
            state.selection = (state.selection + state.menu.ingredients.count - 1) % state.menu.ingredients.count
            return .none

        case .moveDown:
            guard !state.menu.ingredients.isEmpty else { return .none }
            state.selection = (state.selection + 1) % state.menu.ingredients.count
            return .none

        case let .ingredientToggled(id):
            guard let ingredient = state.menu.ingredient(id) else { return .none }
            state.pizza.toggle(ingredient)
            state.error = nil
            return .none

        case .selectedIngredientToggled:
            guard state.menu.ingredients.indices.contains(state.selection) else { return .none }
            return reduce(&state, .ingredientToggled(state.menu.ingredients[state.selection].id), environment)

        case .addToCartPressed:
            return state.add(state.pizza, menu: state.menu, environment, response: PizzaEditorAction.addedToCart)

        case let .addedToCart(result):
            return state.added(result, clock: environment.clock, expired: .noticeExpired)

        case .noticeExpired:
            state.notice = nil
            return .none
        }
    }
}
