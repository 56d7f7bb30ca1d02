/// The body of `GET /bins/dokm7`: `{"basePrice": 4, "pizzas": [PizzaDTO]}`.
struct PizzaMenuDTO: Decodable, Equatable {
    let basePrice: PriceDTO
    let pizzas: [PizzaDTO]
}
