extension Notice {
    /// What Nenno's bar says.
    public static let addedToCartText = "ADDED TO CART"
    /// How long Nenno's bar stays.
    public static let addedToCartDuration: Duration = .seconds(3)

    /// Nenno's "ADDED TO CART" bar for the line as it is after the addition.
    public static func addedToCart(_ line: PizzaCartLine) -> Notice {
        Notice(addedToCartText, detail: "\(line.item.name) × \(line.quantity) in cart", duration: addedToCartDuration)
    }
}
