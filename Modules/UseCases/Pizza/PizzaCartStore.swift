import Domain
import Foundation

/// Where the cart and the placed orders are kept, across launches and processes.
public protocol PizzaCartStore: Sendable {
    /// The cart as stored (empty at first).
    ///
    /// - Throws: `AppError.storage` when the database cannot be read.
    func load() throws -> PizzaCart

    /// Reads the cart, applies `change` and stores the result, all in one transaction: two
    /// processes changing the cart at once never lose each other's change. When `change` throws,
    /// nothing is stored and the error is rethrown.
    func update<T>(_ change: (inout PizzaCart) throws -> T) throws -> T

    /// Records an order of `lines` and takes them out of the cart (`PizzaCart.settle`), in one
    /// transaction.
    ///
    /// - Returns: the order with its new number.
    func placeOrder(lines: [PizzaCartLine], placedAt: Date) throws -> PizzaOrder

    /// Every order placed, oldest first.
    func orders() throws -> [PizzaOrder]
}
