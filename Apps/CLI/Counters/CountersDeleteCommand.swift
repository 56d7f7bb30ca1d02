import ArgumentParser
import Foundation
import Presentation

/// `kiosk counters delete COUNTER...`: a batch delete, confirmed on a terminal.
struct CountersDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete one or more counters.",
        discussion: "Asks to confirm \"Delete N counters\" when stdin is a terminal; without one, --yes is required."
    )

    @Argument(help: ArgumentHelp("The counters' ids or titles.", valueName: "counter"), completion: CompletionValues.counterTitles)
    var counters: [String]

    @Flag(name: [.customShort("y"), .long], help: "Delete without asking.")
    var yes = false

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            if !yes {
                guard isatty(STDIN_FILENO) == 1 else {
                    throw AppError.validation(field: "--yes", rule: "is required to delete without a terminal to confirm on")
                }
                // Resolve first, so the question names what will go and a typo fails before it.
                let shown = try session.environment.load()
                let names = try counters.map { try shown.counter(named: $0) }
                let unique = Set(names.map(\.id)).count
                let list = names.map { "“\($0.displayTitle)”" }.joined(separator: ", ")
                FileHandle.standardError.write(Data("\(CountersFeature.State.deleteTitle(unique)) (\(list))? [y/N] ".utf8))
                let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                guard answer == "y" || answer == "yes" else {
                    Output.warn("kiosk: nothing deleted")
                    return
                }
            }
            let (deleted, _) = try session.environment.delete(counters)
            let result = try await session.syncAfterChange()
            if options.json {
                return try Output.json(CountersDocument.Change(
                    counters: deleted.map { CountersDocument.Row($0) }, sync: CountersDocument.Sync(result.report)
                ))
            }
            if quiet { return }
            for counter in deleted { Output.line("Deleted “\(counter.displayTitle)”") }
        }
    }
}
