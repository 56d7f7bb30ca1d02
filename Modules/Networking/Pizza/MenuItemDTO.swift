/// One element of `GET /bins/ozt3z` (ingredients) or `GET /bins/150da7` (drinks):
/// `{"id": 1, "name": "Mozzarella", "price": 1}`.
struct MenuItemDTO: Decodable, Equatable {
    let id: Int
    let name: String
    let price: PriceDTO
}
