extension PizzaEditorFeature {
    /// What can happen in the pizza editor.
    public enum Action: Equatable, Sendable {
        /// The user ticked or unticked an ingredient.
        case ingredientToggled(IngredientID)
        /// The user pressed "ADD TO CART".
        case addToCartPressed
        /// The pizza went into the cart, or could not.
        case addedToCart(Result<PizzaCartLine, AppError>)
    }
}
