import ArgumentParser
import Presentation

/// `kiosk counters search TEXT`: the counters whose title contains TEXT.
struct CountersSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "List the counters whose title contains TEXT (ignoring case and accents)."
    )

    @Argument(help: ArgumentHelp("What the titles must contain.", valueName: "text"))
    var text: String

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let result = try await session.syncBeforeShowing()
            let found = CounterLookup.search(text, in: result.overview.counters)
            try CountersListCommand.show(found, result: result, json: options.json, emptyText: CountersFeature.State.noResults)
        }
    }
}

extension CountersSearchCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing(arguments: [{ $0.text = $1 }])
    }
}
