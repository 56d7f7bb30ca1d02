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
    /// - Parameter expected: what the person confirmed (the lines and total a confirmation
    ///   named, or a script's expected total): the order is placed only if the cart is still
    ///   exactly that, decided in the transaction that places it; otherwise nothing is ordered.
    /// - Throws: `AppError.notSignedIn`; `AppError.validation(field: "cart", …)` when the
    ///   cart is empty (or was emptied by a checkout that won the race); `AppError.conflict`
    ///   when the cart is not what was `expected` (saying what it holds now), or kept changing
    ///   under this checkout.
    public func callAsFunction(expecting expected: CheckoutExpectation<CartLine>? = nil) throws -> WineOrder {
        let employee = try current.require()
        for _ in 0..<Self.attempts {
            let cart = try carts.cart(for: employee.id)
            guard !cart.isEmpty else {
                throw WineCart.emptyAtCheckout
            }
            let wines = try catalog.wines(ids: cart.lines.map(\.wineID))
            let lines = cart.lines.map { line in
                WineOrder.Line(wineID: line.wineID, name: wines[line.wineID]?.name ?? "Wine \(line.wineID)", quantity: line.quantity,
                               unitPrice: wines[line.wineID]?.price)
            }
            let total = PricedTotal(lines.map { ($0.unitPrice, $0.quantity) })
            if let expected, !expected.isMet(lines: cart.lines, total: total.amount) {
                throw expected.refusal(quantity: \.quantity, unit: "bottle", now: cart.totalQuantity, total: total.formatted)
            }
            // NB: with an expectation the transaction places exactly the cart checked here: a
            // line changed in between makes it store nothing, and the next round says so.
            if let order = try carts.placeOrder(employeeID: employee.id, employeeName: employee.fullName, lines: lines,
                                                exactly: expected == nil ? nil : cart, at: clock.now()) {
                return order
            }
        }
        throw AppError.conflict(field: "cart", message: "cart: it kept changing while the order was placed; check it and try again")
    }
}
