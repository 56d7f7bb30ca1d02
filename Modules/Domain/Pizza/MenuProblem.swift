/// Something wrong with the menu the API sent that does not stop the rest of it from being used.
public enum MenuProblem: Hashable, Codable, Sendable {
    /// A pizza lists an ingredient the ingredient list does not have: its price cannot be known,
    /// so the pizza is shown but cannot be ordered.
    case unknownIngredients(pizza: String, ids: [IngredientID])

    /// One line for a person.
    public var message: String {
        switch self {
        case let .unknownIngredients(pizza, ids):
            let list = ids.map(\.description).joined(separator: ", ")
            return "pizza \"\(pizza)\" lists unknown \(Plural.noun(ids.count, "ingredient")) \(list); it cannot be ordered"
        }
    }
}
