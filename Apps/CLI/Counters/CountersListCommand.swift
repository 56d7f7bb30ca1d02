import ArgumentParser
import Presentation

/// `kiosk counters [list]`: every counter, the summary and the sync status.
struct CountersListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the counters with \"N items · Counted M times\" (syncs first)."
    )

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let result = try await session.syncBeforeShowing()
            try Self.show(result.overview.counters, result: result, json: options.json, emptyText: CountersFeature.State.emptyTitle)
        }
    }

    /// Prints `counters` (all or a search's) with the summary of all and the sync status.
    static func show(_ counters: [Counter], result: CountersSyncResult, json: Bool, emptyText: String) throws {
        let overview = result.overview
        if json { return try Output.json(CountersDocument.List(counters, overview: overview, report: result.report)) }
        if counters.isEmpty {
            Output.line(emptyText)
        } else {
            CountersSession.printTable(counters, pending: overview.pendingIDs)
        }
        Output.line(CounterSummary(counters).text)
        if let status = CountersFeature.State.statusLine(pending: result.report.pending, isOffline: result.report.isOffline) { Output.line(status) }
    }
}

extension CountersListCommand: DirectlyParsed {}
