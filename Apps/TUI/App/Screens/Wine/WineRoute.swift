/// A screen of the Wine Club inside the TUI. `WineScreenFeature` keeps a stack of them, so
/// Esc goes back one, signing in replaces the stack with the catalog and signing out returns
/// to sign-in from any depth.
enum WineRoute: Equatable, Sendable {
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

    /// The title bar's last part.
    var title: String {
        switch self {
        case .signIn: "Sign in"
        case .newEmployee: "New employee"
        case .forgotPIN: "Forgot PIN"
        case .employees: "Employees"
        case .catalog: "Catalog"
        case .detail: "Wine"
        case .cart: "Cart"
        case .thankYou: "Thank you"
        }
    }
}
