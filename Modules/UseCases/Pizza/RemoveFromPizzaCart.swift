import Domain

/// Removes a line from the stored cart.
public struct RemoveFromPizzaCart: Sendable {
    let store: any PizzaCartStore

    /// The use case over the cart store.
    public init(store: any PizzaCartStore) { self.store = store }

    /// Removes line `id`.
    ///
    /// - Returns: the removed line.
    /// - Throws: `AppError.notFound` for an unknown line; `AppError.storage`.
    @discardableResult
    public func callAsFunction(_ id: PizzaCartLineID) throws -> PizzaCartLine {
        try store.update { cart in try cart.remove(id) }
    }
}
