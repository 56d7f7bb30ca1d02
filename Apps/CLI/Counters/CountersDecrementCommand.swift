import ArgumentParser
import Presentation

/// `kiosk counters dec COUNTER`.
struct CountersDecrementCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dec", abstract: "Subtract one from COUNTER (an id, or a title only one counter has).")

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The counter's id or title.", valueName: "counter"))
    var counter: String

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let (changed, _) = try session.environment.edit.decrement(counter)
            let result = try await session.syncReporting(afterChange: true)
            try CountersChangeOutput.print([changed], result: result, json: options.json) { "\($0.displayTitle): \($0.count)" }
        }
    }
}
