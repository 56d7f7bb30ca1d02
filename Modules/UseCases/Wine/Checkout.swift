import Domain

/// Places the signed-in employee's cart as an order, exactly once however many terminals check
/// it out at the same moment.
///
/// The cart is read, its wines named, and the order placed by a store transaction that takes
/// exactly those quantities out of the cart. If the cart changed in between (another checkout
/// took it, a line was changed), the transaction stores nothing and the cart is read again:
/// empty, it is refused; otherwise the order is placed for what it holds now.
public struct Checkout: Sendable {
    /// How many times a cart that keeps changing is read again before giving up.
    static let attempts = 5

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
    ///   cart is empty (or was emptied by a checkout that won the race); `AppError.conflict`
    ///   when the cart kept changing under this checkout.
    public func callAsFunction() throws -> WineOrder {
        let employee = try current.require()
        for _ in 0..<Self.attempts {
            let cart = try carts.cart(for: employee.id)
            guard !cart.isEmpty else {
                throw AppError.validation(field: "cart", rule: "is empty; add a wine before checking out")
            }
            let wines = try catalog.wines(ids: cart.lines.map(\.wineID))
            let lines = cart.lines.map { line in
                WineOrder.Line(wineID: line.wineID, name: wines[line.wineID]?.name ?? "Wine \(line.wineID)", quantity: line.quantity,
                               unitPrice: wines[line.wineID]?.price)
            }
            if let order = try carts.placeOrder(employeeID: employee.id, employeeName: employee.fullName, lines: lines, at: clock.now()) {
                return order
            }
        }
        throw AppError.conflict(field: "cart", message: "cart: it kept changing while the order was placed; check it and try again")
    }
}
