/// The one add-to-cart step the menu, the editor and the drinks share: a pizza is priced by
/// the menu first (one the menu cannot price is an error shown at once, with nothing sent),
/// then the item goes into the stored cart and the new line comes back as an action.
enum PizzaCartAdding {
    /// The item to add: a pizza still to be priced, or a drink.
    enum Item {
        case pizza(Pizza)
        case drink(Drink)
    }

    static func add<Action: Sendable>(
        _ item: Item, menu: Menu, error: inout AppError?, _ environment: PizzaEnvironment,
        response: @escaping @Sendable (Result<PizzaCartLine, AppError>) -> Action
    ) -> Effect<Action> {
        let cartItem: PizzaCartItem
        switch item {
        case let .pizza(pizza):
            do {
                cartItem = .pizza(try CartPizza(pizza, menu: menu))
            } catch let refusal {
                error = AppError(refusal)
                return .none
            }
        case let .drink(drink):
            cartItem = .drink(drink)
        }
        error = nil
        return .run { send in
            await send(response(attempt { try environment.addToCart(cartItem, 1) }))
        }
    }
}
