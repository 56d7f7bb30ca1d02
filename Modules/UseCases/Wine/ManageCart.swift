import Domain

/// The signed-in employee's cart: show it, add, set, remove. Every change needs an employee
/// signed in and a wine that is in the imported catalog.
public struct ManageCart: Sendable {
    let current: CurrentEmployee
    let carts: any WineCartStore
    let catalog: any CatalogStore

    /// The use case over its stores.
    public init(employees: any EmployeeStore, session: any SessionStore, carts: any WineCartStore, catalog: any CatalogStore) {
        self.current = CurrentEmployee(employees: employees, session: session)
        self.carts = carts
        self.catalog = catalog
    }

    /// The cart with its wines.
    ///
    /// - Throws: `AppError.notSignedIn` when nobody is signed in.
    public func contents() throws -> CartContents {
        let employee = try current.require()
        return try contents(of: carts.cart(for: employee.id))
    }

    /// Adds `quantity` of a wine (to its line if it has one).
    ///
    /// - Throws: `AppError.notSignedIn`; `AppError.validation(field: "quantity", …)`;
    ///   `AppError.notFound` for a wine that is not in the catalog. Nothing changes then.
    @discardableResult
    public func add(wineID: Int, quantity: Int) throws -> CartContents {
        // NB: the quantity is judged once, by the cart it goes into (`WineCart.add`).
        let employee = try current.require()
        try requireWine(wineID)
        return changed(try carts.updateCart(for: employee.id) { try $0.add(wineID, quantity: quantity) })
    }

    /// Sets a line's quantity.
    ///
    /// - Throws: `AppError.notSignedIn`; `AppError.validation(field: "quantity", …)` for 0
    ///   (with a hint to remove the line), negative or too large; `AppError.notFound` when the
    ///   wine has no line.
    @discardableResult
    public func set(wineID: Int, quantity: Int) throws -> CartContents {
        let employee = try current.require()
        return changed(try carts.updateCart(for: employee.id) { try $0.set(wineID, quantity: quantity) })
    }

    /// Removes a line.
    ///
    /// - Throws: `AppError.notSignedIn`; `AppError.notFound` when the wine has no line.
    @discardableResult
    public func remove(wineID: Int) throws -> CartContents {
        let employee = try current.require()
        return changed(try carts.updateCart(for: employee.id) { try $0.remove(wineID) })
    }

    private func requireWine(_ id: Int) throws {
        guard try catalog.wine(id: id) != nil else {
            throw AppError.notFound(what: "Wine \(id)")
        }
    }

    /// The contents of a cart just changed and committed. NB: the change is stored whatever
    /// follows, so a failure to read its wines (the database going away between the two, as in
    /// a failover) must not report the change as failed: the lines are shown by id instead.
    private func changed(_ cart: WineCart) -> CartContents {
        if let contents = try? contents(of: cart) { return contents }
        return CartContents(items: cart.lines.map { line in
            CartItem(wine: Wine(id: line.wineID, name: "Wine \(line.wineID) (details could not be read)"), quantity: line.quantity)
        })
    }

    private func contents(of cart: WineCart) throws -> CartContents {
        let wines = try catalog.wines(ids: cart.lines.map(\.wineID))
        // NB: a line whose wine vanished from the catalog still shows, by id, so it can be removed.
        return CartContents(items: cart.lines.map { line in
            CartItem(wine: wines[line.wineID] ?? Wine(id: line.wineID, name: "Wine \(line.wineID) (no longer in the catalog)"), quantity: line.quantity)
        })
    }
}
