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
    /// added to the cart meanwhile stay, unless `exactly` is given: then the order is placed
    /// only if the cart is exactly that cart when the transaction reads it.
    ///
    /// - Returns: the order, or `nil` (nothing stored) when the cart no longer holds all of
    ///   `lines` (another checkout took them, or they were changed since they were read), or is
    ///   not `exactly` the cart given.
    func placeOrder(employeeID: Int64, employeeName: String, lines: [WineOrder.Line], exactly: WineCart?, at date: Date) throws -> WineOrder?
    /// The employee's orders, newest first.
    func orders(for employeeID: Int64) throws -> [WineOrder]
}

extension WineCartStore {
    /// `placeOrder` leaving lines added meanwhile in the cart.
    public func placeOrder(employeeID: Int64, employeeName: String, lines: [WineOrder.Line], at date: Date) throws -> WineOrder? {
        try placeOrder(employeeID: employeeID, employeeName: employeeName, lines: lines, exactly: nil, at: date)
    }
}
