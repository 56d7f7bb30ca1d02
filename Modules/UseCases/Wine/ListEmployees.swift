import Domain

/// Every employee with their hire date and cart quantity, never their PIN.
public struct ListEmployees: Sendable {
    let employees: any EmployeeStore
    let carts: any WineCartStore

    /// The use case over its stores.
    public init(employees: any EmployeeStore, carts: any WineCartStore) {
        self.employees = employees
        self.carts = carts
    }

    /// The employees, by last name.
    public func callAsFunction() throws -> [EmployeeSummary] {
        let quantities = try carts.cartQuantities()
        return try employees.all().map { EmployeeSummary($0, cartQuantity: quantities[$0.id] ?? 0) }
    }
}
