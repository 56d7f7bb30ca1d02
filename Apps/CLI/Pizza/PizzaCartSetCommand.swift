import ArgumentParser
import Presentation

/// `kiosk pizza cart set LINE --quantity N`: a line's quantity, as in the Wine cart.
struct PizzaCartSetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set a line's quantity (\(PizzaCart.quantityRule.summary); to drop the item, remove its line)."
    )

    @Argument(help: ArgumentHelp("The line's number (see `kiosk pizza cart`).", valueName: "line"))
    var line: Int

    @Option(help: ArgumentHelp("How many (\(PizzaCart.quantityRule.summary)).", valueName: "n"))
    var quantity: String

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let environment = try PizzaSession(options: options).environment
            let id = PizzaCartLineID(line)
            let cart = try await PizzaCartCommand.cart(after: .quantityTyped(id, quantity), environment)
            // NB: gone only if another process removed the line in the instant after the change.
            guard let changed = cart.line(id) else { throw AppError.notFound(what: "Line \(line)") }
            if options.json { return try Output.json(PizzaDocuments.Changed(changed: .init(changed), cart: .init(cart))) }
            if quiet { return }
            Output.line("Line \(changed.id): \(changed.quantity) × \(PizzaCartOutput.describe(changed.item)), \(changed.total.formatted)")
            Output.line(PizzaCartOutput.summary(cart))
        }
    }
}

extension PizzaCartSetCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .value("--quantity", required: true) { $0.quantity = $1 },
            .flag("-q", "--quiet") { $0.quiet = true },
        ], arguments: [{ $0.line = try DirectOption<Self>.integer($1) }]) {
            $0.quiet = false
        }
    }
}
