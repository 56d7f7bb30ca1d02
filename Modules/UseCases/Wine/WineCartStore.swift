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
    /// In one transaction: takes exactly `lines`' quantities out of the employee's cart
    /// (`WineCart.settle`), then numbers and stores an order of them placed at `date`. Lines
    /// added to the cart meanwhile stay.
    ///
    /// - Returns: the order, or `nil` (nothing stored) when the cart no longer holds all of
    ///   `lines`: another checkout took them, or they were changed since they were read.
    func placeOrder(employeeID: Int64, employeeName: String, lines: [WineOrder.Line], at date: Date) throws -> WineOrder?
    /// The employee's orders, newest first.
    func orders(for employeeID: Int64) throws -> [WineOrder]
}
