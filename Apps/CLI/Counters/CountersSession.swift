import Composition
import Foundation
import Presentation

/// What every `kiosk counters` command does around its own work: build the environment, sync,
/// and tell the person what the sync could not do (on stderr).
struct CountersSession {
    let environment: CountersEnvironment
    let json: Bool

    init(_ options: GlobalOptions) throws {
        environment = try CommandEnvironment.make(options).counters()
        json = options.json
    }

    /// Syncs and reports on stderr: changes dropped (by name), collisions repaired, and
    /// "saved offline" when the server could not be used. Never fails for the network.
    ///
    /// After a change, a sync that fails for any reason (the disk failing as the sync marks a
    /// change in flight, say) is a warning too: the change is stored, in its own transaction
    /// committed before the sync began, and a failing command would have a script make it twice.
    func syncReporting(afterChange: Bool) async throws -> CountersSyncResult {
        let result: CountersSyncResult
        do {
            result = try await environment.sync()
        } catch let error as AppError where afterChange {
            Output.warn("kiosk: saved, but the sync could not run (\(error.message))")
            let overview = try environment.load()
            return CountersSyncResult(report: CounterSyncReport(pending: overview.pendingCount, failure: error), overview: overview)
        }
        let report = result.report
        for drop in report.dropped { Output.warn("kiosk: \(drop.message)") }
        for counter in report.repaired {
            Output.warn("kiosk: the server overwrote the counter “\(counter.displayTitle)” (same-millisecond id); it is being recreated with its count")
        }
        if report.otherProcessSyncing, report.pending > 0 {
            Output.warn("kiosk: saved, \(Plural.count(report.pending, "change")) pending: another kiosk process is syncing the counters and sends them")
        }
        // NB: with nothing saved to show, the command itself fails with the reason; no warning first.
        if let failure = report.failure, !result.overview.hasNoData {
            let pending = "\(Plural.count(report.pending, "change")) pending"
            if afterChange {
                Output.warn("kiosk: saved offline, \(pending) (\(failure.message))")
            } else {
                Output.warn("kiosk: offline, \(pending); showing the saved counters (\(failure.message))")
            }
        }
        return result
    }

    /// The status line under a list: "Offline · 2 changes pending", or "2 changes pending".
    static func statusLine(_ report: CounterSyncReport) -> String? {
        CountersState.statusLine(pending: report.pending, isOffline: report.isOffline)
    }

    /// Prints counters as a table: count, title, id; `*` marks unconfirmed changes.
    static func printTable(_ counters: [Counter], pending: Set<CounterID>) {
        let width = max(5, counters.map { String($0.count).count }.max() ?? 0)
        for counter in counters {
            let count = String(counter.count)
            let padded = String(repeating: " ", count: width - count.count) + count
            let marker = pending.contains(counter.id) ? " *" : ""
            Output.line("\(padded)  \(counter.displayTitle)\(marker)  [\(counter.id)]")
        }
    }
}
