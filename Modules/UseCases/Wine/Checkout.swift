import Domain

/// Places the signed-in employee's cart as an order and leaves them an empty cart.
public struct Checkout: Sendable {
    let current: CurrentEmployee
    let carts: any WineCartStore
    let catalog: any CatalogStore
    let clock: Clock

    /// The use case over its stores and clock.
    public init(employees: any EmployeeStore, session: any SessionStore, carts: any WineCartStore, catalog: any CatalogStore, clock: Clock) {
        self.current = CurrentEmployee(employees: employees, session: session)
        self.carts = carts
        self.catalog = catalog
        self.clock = clock
    }

    /// Places the order.
    ///
    /// - Throws: `AppError.notSignedIn`; `AppError.validation(field: "cart", …)` when the
    ///   cart is empty.
    public func callAsFunction() throws -> WineOrder {
        let employee = try current.require()
        let cart = try carts.cart(for: employee.id)
        guard !cart.isEmpty else {
            throw AppError.validation(field: "cart", rule: "is empty; add a wine before checking out")
        }
        let wines = try catalog.wines(ids: cart.lines.map(\.wineID))
        let lines = cart.lines.map { WineOrder.Line(wineID: $0.wineID, name: wines[$0.wineID]?.name ?? "Wine \($0.wineID)", quantity: $0.quantity) }
        return try carts.placeOrder(employeeID: employee.id, lines: lines, at: clock.now())
    }
}
