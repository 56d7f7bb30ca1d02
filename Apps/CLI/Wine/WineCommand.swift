import ArgumentParser

/// `kiosk wine`: the Wine Club. Employees sign in with a PIN, browse the catalog imported
/// into the local database, fill their own cart and check out.
struct WineCommand: AsyncParsableCommand {
    /// The name a line gives it (`Kiosk.commands`).
    static let name = "wine"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Wine Club: employees, the imported wine catalog, carts and orders.",
        discussion: """
        Start with `kiosk wine employee add`, `kiosk wine login --pin PIN` and
        `kiosk wine import`. The catalog, categories and details are read from the
        local database, so browsing works while the wine.com API is down; every
        command says on stderr when it is.
        """,
        subcommands: [
            EmployeeCommand.self, LoginCommand.self, LogoutCommand.self, WhoamiCommand.self, ForgotPINCommand.self,
            EmployeesCommand.self, ImportCommand.self, CategoriesCommand.self, CatalogCommand.self, ShowCommand.self,
            CartCommand.self, CheckoutCommand.self, OrdersCommand.self,
        ]
    )
}
