import ArgumentParser
import Presentation

/// `kiosk counters sync`: send the queued changes now.
struct CountersSyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Send the queued changes to the server and refresh the list.",
        discussion: """
        Exits 69 (unavailable) when the server cannot be reached; the queue is kept. When
        another kiosk process is syncing, waits for it (up to \(waitSeconds) s) and then syncs. On a
        terminal, a line on stderr counts the changes sent.
        """
    )

    /// How long the app waits for another process's sync, as `--help` says it.
    private static let waitSeconds = Int(CountersSyncOutcome.otherSyncWait / .seconds(1))

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await reportingFailures(json: options.json) {
            let session = try CountersSession(options)
            let progress = Output.stderrIsTerminal ? ProgressLine() : nil
            progress?.show(CountersSyncStatus.syncingText)
            let outcome = try await CountersSyncOutcome.syncNow(session.environment) { progress?.show(CountersSyncOutcome.progressText($0)) }
            progress?.clear()
            if options.json { try Output.json(CountersDocument.Sync(outcome.result.report)) }
            for warning in outcome.warnings { Output.warn("kiosk: \(warning)") }
            if case let .unsynced(status) = outcome.kind { throw ExitCode(status) }
            if !options.json { Output.lines(outcome.syncedLines) }
        }
    }
}

extension CountersSyncCommand: DirectlyParsed {}
