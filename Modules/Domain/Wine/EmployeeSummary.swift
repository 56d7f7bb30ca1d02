import Foundation

/// An employee as the employees list shows them: never their PIN.
public struct EmployeeSummary: Identifiable, Equatable, Sendable, Codable {
    /// The database id.
    public let id: Int64
    /// The first name.
    public let firstName: String
    /// The last name.
    public let lastName: String
    /// The email, if any.
    public let email: String?
    /// When the employee was created.
    public let hireDate: Date
    /// The total quantity in their cart (0 when empty).
    public let cartQuantity: Int

    /// A summary.
    public init(id: Int64, firstName: String, lastName: String, email: String?, hireDate: Date, cartQuantity: Int) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.hireDate = hireDate
        self.cartQuantity = cartQuantity
    }

    /// The summary of `employee` with `cartQuantity` items in their cart.
    public init(_ employee: Employee, cartQuantity: Int) {
        self.init(id: employee.id, firstName: employee.firstName, lastName: employee.lastName,
                  email: employee.email?.value, hireDate: employee.hireDate, cartQuantity: cartQuantity)
    }
}
