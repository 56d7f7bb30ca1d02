import ArgumentParser
import Presentation

/// `kiosk wine cart`: the signed-in employee's cart.
struct CartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cart",
        abstract: "Show or change your cart (lines in the order first added).",
        subcommands: [CartShowCommand.self, CartAddCommand.self, CartSetCommand.self, CartRemoveCommand.self],
        defaultSubcommand: CartShowCommand.self
    )

    /// Prints the cart after a command.
    static func print(_ contents: CartContents, json: Bool) throws {
        if json { return try Output.json(WineDocuments.Cart(contents)) }
        guard !contents.items.isEmpty else { return Output.line("Your cart is empty.") }
        TextTable(
            header: ["ID", "NAME", "QTY", "LABEL"],
            rows: contents.items.map { [String($0.wine.id), $0.wine.name, String($0.quantity), $0.wine.labelURL ?? ""] },
            rightAligned: [0, 2], flexible: [1], droppable: [3]
        ).print()
        Output.line("Total quantity: \(contents.totalQuantity)")
    }
}
