import ArgumentParser
import Presentation

/// `kiosk wine cart add ID [--quantity N]`.
struct CartAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a wine (to its line if it is already in the cart).")

    @Argument(help: ArgumentHelp("The wine's id.", valueName: "id"))
    var id: String

    @Option(help: ArgumentHelp("How many (\(Quantity.rule.summary)).", valueName: "n"))
    var quantity: String = "1"

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let wineID = try Wine.id(parsing: id)
            let contents = try await FeatureStep.answer(of: .addSubmitted(quantity), on: WineDetailFeature.self, from: .init(wineID: wineID), wine, error: \.error) {
                if case let .added(.success(contents)) = $0 { contents } else { nil }
            }
            if quiet, !options.json { return }
            try CartCommand.print(contents, json: options.json)
        }
    }
}

extension CartAddCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .value("--quantity") { $0.quantity = $1 },
            .flag("-q", "--quiet") { $0.quiet = true },
        ], arguments: [{ $0.id = $1 }]) {
            $0.quantity = "1"
            $0.quiet = false
        }
    }
}
