import Domain

/// The body of `POST /post`: `{"pizzas": [PizzaDTO], "drinks": [drinkId, …]}`, and the `json`
/// the server echoes back.
struct CheckoutBodyDTO: Codable, Equatable {
    let pizzas: [PizzaDTO]
    let drinks: [Int]

    init(_ request: PizzaCheckoutRequest) {
        pizzas = request.pizzas.map { PizzaDTO(name: $0.name, ingredients: $0.ingredients.map(\.rawValue), imageUrl: $0.imageURL) }
        drinks = request.drinks.map(\.rawValue)
    }

    /// The request this body describes.
    var request: PizzaCheckoutRequest {
        PizzaCheckoutRequest(
            pizzas: pizzas.map { Pizza(name: $0.name, ingredients: $0.ingredients.map { IngredientID($0) }, imageURL: $0.imageUrl) },
            drinks: drinks.map { DrinkID($0) }
        )
    }
}
