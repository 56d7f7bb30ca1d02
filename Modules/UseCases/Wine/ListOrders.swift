import Domain

/// The signed-in employee's past orders.
public struct ListOrders: Sendable {
    let current: CurrentEmployee
    let carts: any WineCartStore

    /// The use case over its stores.
    public init(employees: any EmployeeStore, session: any SessionStore, carts: any WineCartStore) {
        self.current = CurrentEmployee(employees: employees, session: session)
        self.carts = carts
    }

    /// The orders, newest first.
    ///
    /// - Throws: `AppError.notSignedIn`.
    public func callAsFunction() throws -> [WineOrder] {
        try carts.orders(for: current.require().id)
    }
}
