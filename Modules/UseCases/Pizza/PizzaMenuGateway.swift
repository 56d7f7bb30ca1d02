import Domain

/// The Nenno's menu API: pizzas, ingredients and drinks.
public protocol PizzaMenuGateway: Sendable {
    /// Fetches the whole menu.
    ///
    /// - Throws: `AppError.unavailable` when the API cannot be reached, fails or sends
    ///   something that is not a menu (the reason names the JSON path).
    func fetchMenu() async throws -> Menu
}
