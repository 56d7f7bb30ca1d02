/// What checkout sends to the server: every pizza and every drink, one entry per unit.
///
/// The API has no quantities, so a line of three Margheritas becomes three pizza entries and
/// two beers become `[4, 4]`.
public struct PizzaCheckoutRequest: Hashable, Codable, Sendable {
    /// One entry per pizza ordered, in cart order.
    public var pizzas: [Pizza]
    /// One drink identifier per drink ordered, in cart order.
    public var drinks: [DrinkID]

    /// A request from its parts.
    public init(pizzas: [Pizza], drinks: [DrinkID]) {
        self.pizzas = pizzas
        self.drinks = drinks
    }

    /// The request for everything in `cart`, quantities expanded into repeated entries.
    public init(cart: PizzaCart) {
        self.init(lines: cart.lines)
    }

    /// The request for `lines`, quantities expanded into repeated entries.
    public init(lines: [PizzaCartLine]) {
        var pizzas: [Pizza] = []
        var drinks: [DrinkID] = []
        for line in lines {
            switch line.item {
            case let .pizza(pizza): pizzas += Array(repeating: pizza.pizza, count: line.quantity)
            case let .drink(drink): drinks += Array(repeating: drink.id, count: line.quantity)
            }
        }
        self.init(pizzas: pizzas, drinks: drinks)
    }
}
