/// A screen of the Wine Club. `WineFeature` keeps a stack of them: back goes one down, signing
/// in replaces the stack with the catalog, signing out returns to sign-in from any depth.
public enum WineRoute: Equatable, Sendable, CaseIterable {
    /// Type a PIN.
    case signIn
    /// The new-employee form.
    case newEmployee
    /// Find a PIN by email.
    case forgotPIN
    /// Every employee, with hire date and cart quantity.
    case employees
    /// The imported catalog.
    case catalog
    /// One wine.
    case detail
    /// The signed-in employee's cart.
    case cart
    /// After checkout.
    case thankYou
    /// The signed-in employee's orders.
    case orders
    /// The signed-in employee's PIN, name and removal.
    case account

    /// The screen's name, for titles.
    public var title: String {
        switch self {
        case .signIn: "Sign in"
        case .newEmployee: "New employee"
        case .forgotPIN: "Forgot PIN"
        case .employees: "Employees"
        case .catalog: "Catalog"
        case .detail: "Wine"
        case .cart: "Cart"
        case .thankYou: "Thank you"
        case .orders: "Orders"
        case .account: "Your account"
        }
    }

    /// Whether the screen needs someone signed in.
    public var needsEmployee: Bool {
        switch self {
        case .signIn, .newEmployee, .forgotPIN, .employees: false
        case .catalog, .detail, .cart, .thankYou, .orders, .account: true
        }
    }
}
