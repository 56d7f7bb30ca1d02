import Domain
import Foundation

/// Each employee's cart and their orders. Implemented in Persistence.
public protocol WineCartStore: Sendable {
    /// The employee's cart (empty if they never added anything).
    func cart(for employeeID: Int64) throws -> WineCart
    /// Changes the employee's cart in one transaction and returns the result. If `change`
    /// throws, nothing is stored.
    @discardableResult
    func updateCart(for employeeID: Int64, _ change: (inout WineCart) throws -> Void) throws -> WineCart
    /// The total cart quantity of every employee with a non-empty cart.
    func cartQuantities() throws -> [Int64: Int]
    /// In one transaction: numbers and stores an order of `lines` placed at `date`, and empties
    /// the employee's cart.
    func placeOrder(employeeID: Int64, lines: [WineOrder.Line], at date: Date) throws -> WineOrder
    /// The employee's orders, newest first.
    func orders(for employeeID: Int64) throws -> [WineOrder]
}
