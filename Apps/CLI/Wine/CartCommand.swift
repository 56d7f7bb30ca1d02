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

    /// The cart once the cart screen's `action` is done: the command takes the screens' step,
    /// through their feature (`WineCartFeature`), and fails with what the screen would show.
    static func contents(after action: WineCartFeature.Action, _ wine: WineEnvironment) async throws -> CartContents {
        try await FeatureStep.state(after: action, on: WineCartFeature.self, from: .init(), wine, error: \.error).contents
    }

    /// Prints the cart after a command.
    static func print(_ contents: CartContents, json: Bool) throws {
        if json { return try Output.json(WineDocuments.Cart(contents)) }
        guard !contents.items.isEmpty else { return Output.line(CartWording.empty + ".") }
        TextTable(
            header: ["ID", "NAME", "EACH", "QTY", "TOTAL", "LABEL"],
            rows: contents.items.map { item in
                [String(item.wine.id), item.wine.name, item.unitPrice?.formatted ?? "no price", String(item.quantity),
                 item.total?.formatted ?? "—", item.wine.labelURL ?? ""]
            },
            rightAligned: [0, 2, 3, 4], flexible: [1], droppable: [5]
        ).print()
        Output.line("Total: \(contents.total.formatted), \(Plural.count(contents.totalQuantity, "bottle"))")
    }
}
