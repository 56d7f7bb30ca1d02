/// The menu screen's view model.
public enum PizzaMenuFeature: Reducer {
    public static func reduce(_ state: inout PizzaMenuFeature.State, _ action: PizzaMenuFeature.Action, _ environment: PizzaEnvironment) -> Effect<PizzaMenuFeature.Action> {
        switch action {
        case .appeared, .retryPressed:
            state.status = .loading
            state.error = nil
            return .run(id: "pizza.menu.load") { send in
                await send(.menuLoaded(await attempt { try await environment.loadMenu() }))
            }

        case let .menuLoaded(.success(load)):
            state.status = .loaded
            state.menu = load.menu
            state.source = load.source
            return .none

        case let .menuLoaded(.failure(error)):
            state.status = .failed(error)
            return .none

        case let .addPressed(index):
            guard state.menu.pizzas.indices.contains(index) else { return .none }
            return PizzaCartAdding.add(.pizza(state.menu.pizzas[index]), menu: state.menu, error: &state.error, environment, response: PizzaMenuFeature.Action.addedToCart)

        case let .addedToCart(.failure(error)):
            state.error = error
            return .none

        case .addedToCart(.success):
            // NB: the bar belongs to `PizzaFeature`, which shows it on every page.
            return .none
        }
    }
}
