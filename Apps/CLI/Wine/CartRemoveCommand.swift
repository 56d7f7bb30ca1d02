import ArgumentParser
import Presentation

/// `kiosk wine cart remove ID`.
struct CartRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a wine's line from the cart.")

    @Argument(help: ArgumentHelp("The wine's id.", valueName: "id"))
    var id: String

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let contents = try await CartCommand.contents(after: .removePressed(try Wine.id(parsing: id)), wine)
            if quiet, !options.json { return }
            try CartCommand.print(contents, json: options.json)
        }
    }
}

extension CartRemoveCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("-q", "--quiet") { $0.quiet = true },
        ], arguments: [{ $0.id = $1 }]) {
            $0.quiet = false
        }
    }
}
