import ArgumentParser
import Presentation

/// `kiosk counters sync`: send the queued changes now.
struct CountersSyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Send the queued changes to the server and refresh the list.",
        discussion: "Exits 69 (unavailable) when the server cannot be reached; the queue is kept."
    )

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let result = try await session.environment.sync()
            let report = result.report
            for drop in report.dropped { Output.warn("kiosk: \(drop.message)") }
            if let failure = report.failure {
                if options.json { try Output.json(CountersDocument.Sync(report)) }
                Output.warn("kiosk: \(failure.message); \(Plural.count(report.pending, "change")) still pending")
                throw ExitCode(failure.exitCode)
            }
            if options.json { return try Output.json(CountersDocument.Sync(report)) }
            Output.line("Synced: \(Plural.count(report.sent, "change")) sent, \(report.dropped.count) dropped, \(report.pending) pending")
            Output.line(result.overview.summary.text)
        }
    }
}
