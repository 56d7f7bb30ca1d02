/// The state of a screen that adds to the cart (the menu, the editor, the drinks): what it
/// shows after an add, the notice that expires or the error.
protocol AddsToCart {
    /// "ADDED TO CART", until it expires.
    var notice: AddedToCartNotice? { get set }
    /// Why the last action failed.
    var error: AppError? { get set }
}

extension AddsToCart {
    /// Adds `pizza`, checked against `menu`, to the cart; a pizza the menu cannot price is an
    /// error shown at once, with nothing sent.
    mutating func add<Action: Sendable>(
        _ pizza: Pizza, menu: Menu, _ environment: PizzaEnvironment,
        response: @escaping @Sendable (Result<PizzaCartLine, AppError>) -> Action
    ) -> Effect<Action> {
        let cartPizza: CartPizza
        do {
            cartPizza = try CartPizza(pizza, menu: menu)
        } catch {
            self.error = PizzaEffects.appError(error)
            return .none
        }
        self.error = nil
        return PizzaEffects.addToCart(.pizza(cartPizza), environment, response: response)
    }

    /// The cart's answer: the notice (and the timer that takes it away), or the error.
    mutating func added<Action: Sendable>(_ result: Result<PizzaCartLine, AppError>, clock: Clock, expired: Action) -> Effect<Action> {
        switch result {
        case let .success(line):
            notice = AddedToCartNotice(line: line)
            return AddedToCartNotice.timer(clock: clock, expired: expired)
        case let .failure(error):
            self.error = error
            return .none
        }
    }
}
