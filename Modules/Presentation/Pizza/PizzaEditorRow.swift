/// An ingredient row of the editor.
public struct PizzaEditorRow: Equatable, Sendable {
    /// The ingredient.
    public var ingredient: Ingredient
    /// Whether the pizza has it.
    public var isSelected: Bool

    /// A row.
    public init(ingredient: Ingredient, isSelected: Bool) {
        self.ingredient = ingredient
        self.isSelected = isSelected
    }
}
