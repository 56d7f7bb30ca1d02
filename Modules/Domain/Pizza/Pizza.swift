/// A pizza as the menu lists it, or as a person composed it.
///
/// The API gives pizzas no identifier (two menu pizzas may even share their ingredients), so a
/// pizza is known by its name and ingredients; cart lines get identifiers of their own.
public struct Pizza: Hashable, Codable, Sendable {
    /// The name shown to people (any Unicode).
    public var name: String
    /// The ingredients, in the order the menu lists them (not necessarily sorted).
    public var ingredients: [IngredientID]
    /// A picture of the pizza; some pizzas have none.
    public var imageURL: String?

    /// A pizza.
    public init(name: String, ingredients: [IngredientID], imageURL: String? = nil) {
        self.name = name
        self.ingredients = ingredients
        self.imageURL = imageURL
    }

    /// The name a pizza composed from scratch gets.
    public static let customName = "Custom"

    /// The set of ingredients: two pizzas with the same name and set are the same item.
    public var ingredientSet: Set<IngredientID> { Set(ingredients) }
}

// MARK: - Editing

extension Pizza {
    /// Puts `ingredient` on the pizza (at the end of its list).
    ///
    /// - Throws: `AppError.validation` when the pizza already has it: a pizza's ingredients are
    ///   a set, so "double mozzarella" is not something the menu can price.
    public mutating func add(_ ingredient: Ingredient) throws {
        guard !ingredients.contains(ingredient.id) else {
            throw AppError.validation(field: "ingredient", rule: "\(name) already has \(ingredient.name)")
        }
        ingredients.append(ingredient.id)
    }

    /// Takes `ingredient` off the pizza.
    ///
    /// - Throws: `AppError.validation` when the pizza does not have it.
    public mutating func remove(_ ingredient: Ingredient) throws {
        guard ingredients.contains(ingredient.id) else {
            throw AppError.validation(field: "ingredient", rule: "\(name) has no \(ingredient.name) to remove")
        }
        ingredients.removeAll { $0 == ingredient.id }
    }

    /// Puts `ingredient` on the pizza if it lacks it, takes it off otherwise (the editor's tap).
    public mutating func toggle(_ ingredient: Ingredient) {
        if ingredients.contains(ingredient.id) {
            ingredients.removeAll { $0 == ingredient.id }
        } else {
            ingredients.append(ingredient.id)
        }
    }
}
