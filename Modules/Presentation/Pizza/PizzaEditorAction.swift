/// What can happen in the pizza editor.
public enum PizzaEditorAction: Equatable, Sendable {
    /// The user moved the highlight up.
    case moveUp
    /// The user moved the highlight down.
    case moveDown
    /// The user ticked or unticked an ingredient.
    case ingredientToggled(IngredientID)
    /// The user ticked or unticked the highlighted ingredient.
    case selectedIngredientToggled
    /// The user pressed "ADD TO CART".
    case addToCartPressed
    /// The pizza went into the cart, or could not.
    case addedToCart(Result<PizzaCartLine, AppError>)
    /// The "ADDED TO CART" bar's time is up.
    case noticeExpired
}
