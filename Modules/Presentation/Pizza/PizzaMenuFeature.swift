/// The menu screen's view model.
public enum PizzaMenuFeature: Reducer {
    public static func reduce(_ state: inout PizzaMenuState, _ action: PizzaMenuAction, _ environment: PizzaEnvironment) -> Effect<PizzaMenuAction> {
        switch action {
        case .appeared, .retryPressed:
            state.status = .loading
            state.error = nil
            let loadMenu = environment.loadMenu
            return .run(id: "pizza.menu.load") { send in
                await send(.menuLoaded(await PizzaEffects.result { try await loadMenu() }))
            }

        case let .menuLoaded(.success(load)):
            state.status = .loaded
            state.menu = load.menu
            state.source = load.source
            state.selection = min(state.selection, max(load.menu.pizzas.count - 1, 0))
            return .none

        case let .menuLoaded(.failure(error)):
            state.status = .failed(error)
            return .none

        case .moveUp:
            guard !state.menu.pizzas.isEmpty else { return .none }
            state.selection = (state.selection + state.menu.pizzas.count - 1) % state.menu.pizzas.count
            return .none

        case .moveDown:
            guard !state.menu.pizzas.isEmpty else { return .none }
            state.selection = (state.selection + 1) % state.menu.pizzas.count
            return .none

        case .addPressed:
            guard state.menu.pizzas.indices.contains(state.selection) else { return .none }
            return state.add(state.menu.pizzas[state.selection], menu: state.menu, environment, response: PizzaMenuAction.addedToCart)

        case let .addedToCart(result):
            return state.added(result, clock: environment.clock, expired: .noticeExpired)

        case .noticeExpired:
            state.notice = nil
            return .none
        }
    }
}
