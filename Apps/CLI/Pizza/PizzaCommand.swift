import ArgumentParser

/// `kiosk pizza`: Nenno's Pizza from the command line.
struct PizzaCommand: AsyncParsableCommand {
    /// The name a line gives it (`Kiosk.commands`).
    static let name = "pizza"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Nenno's Pizza: the menu, a cart that persists, checkout.",
        discussion: """
        Pizzas, ingredients and drinks are named in any case, or by number (a pizza's
        number in `kiosk pizza menu`, an ingredient's or drink's id). An unknown name
        exits 66 and suggests the closest names. When the menu API is down, the last
        menu fetched is used and a warning says so on stderr.
        """,
        subcommands: [
            PizzaMenuCommand.self, PizzaShowCommand.self, PizzaDrinksCommand.self, PizzaIngredientsCommand.self,
            PizzaCartCommand.self, PizzaCheckoutCommand.self, PizzaOrdersCommand.self,
        ]
    )
}
