import ArgumentParser
import Presentation

/// `kiosk wine cart set ID --quantity N`.
struct CartSetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set the quantity of a line (0 is refused: remove the line instead).")

    @Argument(help: ArgumentHelp("The wine's id.", valueName: "id"))
    var id: String

    @Option(help: ArgumentHelp("The new quantity (1 to \(Quantity.maximum)).", valueName: "n"))
    var quantity: String

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let wineID = try Wine.id(parsing: id)
            let contents = try await CartCommand.contents(after: .quantityTyped(wineID: wineID, text: quantity), wine)
            if quiet, !options.json { return }
            try CartCommand.print(contents, json: options.json)
        }
    }
}

extension CartSetCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .value("--quantity", required: true) { $0.quantity = $1 },
            .flag("-q", "--quiet") { $0.quiet = true },
        ], arguments: [{ $0.id = $1 }]) {
            $0.quiet = false
        }
    }
}
