import ArgumentParser
import Presentation

/// `kiosk counters sync`: send the queued changes now.
struct CountersSyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Send the queued changes to the server and refresh the list.",
        discussion: """
        Exits 69 (unavailable) when the server cannot be reached; the queue is kept. When
        another kiosk process is syncing, waits for it (up to 30 s) and then syncs. On a
        terminal, a line on stderr counts the changes sent.
        """
    )

    /// How long to wait for another process's sync before saying so.
    static let otherSyncWait: Duration = .seconds(30)

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let progress = Output.stderrIsTerminal ? ProgressLine() : nil
            progress?.show("Syncing…")
            // NB: when another process holds the sync, its loop sends our queue too, but a person
            // who asked to sync now gets an answer about their changes: wait for it, then sync.
            let result = try await session.environment.syncNow(Self.otherSyncWait) { progress?.show(sync: $0) }
            progress?.clear()
            let report = result.report
            if report.otherProcessSyncing {
                if options.json { try Output.json(CountersDocument.Sync(report)) }
                Output.warn("kiosk: another kiosk process has been syncing the counters for \(Int(Self.otherSyncWait / .seconds(1))) s; \(Plural.count(report.pending, "change")) pending go with it")
                throw ExitCode(ExitStatus.unavailable)
            }
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
