import Domain

/// Adds a pizza or a drink to the stored cart.
public struct AddToPizzaCart: Sendable {
    let store: any PizzaCartStore

    /// The use case over the cart store.
    public init(store: any PizzaCartStore) { self.store = store }

    /// Adds `quantity` of `item` (to its line if the cart has one).
    ///
    /// - Returns: the line as it is now.
    /// - Throws: `AppError.validation` for a quantity out of range; `AppError.storage`.
    @discardableResult
    public func callAsFunction(_ item: PizzaCartItem, quantity: Int = 1) throws -> PizzaCartLine {
        try store.update { cart in try cart.add(item, quantity: quantity) }
    }
}
