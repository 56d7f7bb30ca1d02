import ArgumentParser
import Presentation

/// `kiosk counters add TITLE`.
struct CountersAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a counter named TITLE (count 0).")

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The counter's name, such as \"Cups of coffee\".", valueName: "title"))
    var title: String

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let (counter, _) = try session.environment.add(title)
            let result = try await session.syncReporting(afterChange: true)
            try CountersChangeOutput.print([counter], result: result, json: options.json) { "Added “\($0.displayTitle)”" }
        }
    }
}
