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
            let pizza: CartPizza
            do {
                pizza = try CartPizza(state.menu.pizzas[state.selection], menu: state.menu)
            } catch {
                state.error = PizzaEffects.appError(error)
                return .none
            }
            state.error = nil
            return PizzaEffects.addToCart(.pizza(pizza), environment, response: PizzaMenuAction.addedToCart)

        case let .addedToCart(.success(line)):
            state.notice = AddedToCartNotice(line: line)
            return AddedToCartNotice.timer(clock: environment.clock, expired: .noticeExpired)

        case let .addedToCart(.failure(error)):
            state.error = error
            return .none

        case .noticeExpired:
            state.notice = nil
            return .none
        }
    }
}
