import Domain

/// Sets the quantity of a line in the stored cart.
public struct SetPizzaQuantity: Sendable {
    let store: any PizzaCartStore

    /// The use case over the cart store.
    public init(store: any PizzaCartStore) { self.store = store }

    /// Sets line `id` to `quantity`.
    ///
    /// - Returns: the line as it is now.
    /// - Throws: `AppError.validation(field: "quantity", …)` for 0 (remove the line instead)
    ///   or a quantity outside 1…99; `AppError.notFound` for an unknown line; `AppError.storage`.
    @discardableResult
    public func callAsFunction(_ id: PizzaCartLineID, quantity: Int) throws -> PizzaCartLine {
        try store.update { cart in
            try cart.setQuantity(quantity, of: id)
            guard let line = cart.line(id) else { throw AppError.notFound(what: "cart line \(id)") }
            return line
        }
    }
}
