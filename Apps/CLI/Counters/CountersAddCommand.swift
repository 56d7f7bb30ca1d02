import ArgumentParser
import Presentation

/// `kiosk counters add TITLE`.
struct CountersAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a counter named TITLE (count 0) and print its id.",
        discussion: "The id (the server's, or local-N until the server gives one, which keeps naming it) names the counter in later commands; --quiet prints only the id."
    )

    @Flag(name: [.customShort("q"), .long], help: "Print only the new counter's id.")
    var quiet = false

    @Argument(help: ArgumentHelp("The counter's name, such as \"Cups of coffee\".", valueName: "title"))
    var title: String

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let (counter, _) = try session.environment.add(title)
            let result = try await session.syncAfterChange()
            try CountersChangeOutput.print([counter], result: result, json: options.json) { added in
                quiet ? added.id.rawValue : "Added “\(added.displayTitle)” [\(added.id)]"
            }
        }
    }
}

extension CountersAddCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("-q", "--quiet") { $0.quiet = true },
        ], arguments: [{ $0.title = $1 }]) {
            $0.quiet = false
        }
    }
}
