import ArgumentParser
import Presentation

/// `kiosk pizza cart`: show the cart, or change it.
struct PizzaCartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cart",
        abstract: "Show the cart (the default), or add and remove items.",
        discussion: "The cart is kept in the database and shared by every kiosk process using the same data directory.",
        subcommands: [
            PizzaCartShowCommand.self, PizzaCartAddCommand.self, PizzaCartCustomCommand.self,
            PizzaCartAddDrinkCommand.self, PizzaCartSetCommand.self, PizzaCartRemoveCommand.self,
        ],
        defaultSubcommand: PizzaCartShowCommand.self
    )

    /// The cart once the cart screen's `action` is done: the command takes the screens' step,
    /// through their feature (`PizzaCartFeature`), and fails with what the screen would show.
    static func cart(after action: PizzaCartFeature.Action, _ environment: PizzaEnvironment) async throws -> PizzaCart {
        try await FeatureStep.state(after: action, on: PizzaCartFeature.self, from: .init(), environment, error: \.error).cart
    }
}

/// `kiosk pizza cart [show]`: the lines with their prices, the total quantity and price.
struct PizzaCartShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the lines, the total quantity and the total price.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let cart = try await PizzaCartCommand.cart(after: .appeared, try PizzaSession(options: options).environment)
            if options.json { return try Output.json(PizzaDocuments.Cart(cart)) }
            PizzaCartOutput.print(cart)
        }
    }
}

/// How a cart reads as text.
enum PizzaCartOutput {
    /// Prints the cart as a table with a TOTAL row, or a sentence when it is empty.
    static func print(_ cart: PizzaCart) {
        if let warning = cart.checkoutWarning { Output.warn("kiosk: \(warning)") }
        guard !cart.isEmpty else { return Output.line(CartWording.empty + ".") }
        var rows = cart.lines.map { line -> [String] in
            ["\(line.id)", "\(line.quantity)", describe(line.item), line.item.price.formatted, line.total.formatted]
        }
        rows.append(["TOTAL", "\(cart.totalQuantity)", "", "", cart.total.formatted])
        TextTable(header: ["LINE", "QTY", "ITEM", "EACH", "PRICE"], rows: rows, rightAligned: [1, 3, 4], flexible: [2]).print()
    }

    /// "Mare Bianco (Mozzarella, Bottarga, Tuna)" or "Beer".
    static func describe(_ item: PizzaCartItem) -> String {
        switch item {
        case let .pizza(pizza): return "\(pizza.name) (\(pizza.ingredientNames))"
        case let .drink(drink): return drink.name
        }
    }

    /// "Cart: 5 items, $35.10".
    static func summary(_ cart: PizzaCart) -> String {
        "Cart: \(cart.summary)"
    }
}

extension PizzaCartShowCommand: DirectlyParsed {}
