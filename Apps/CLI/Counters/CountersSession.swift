import Composition
import Foundation
import Presentation

/// What every `kiosk counters` command does around its own work: build the environment, sync,
/// and say on stderr what the app's outcome (`CountersSyncOutcome`) tells the person.
struct CountersSession {
    let environment: CountersEnvironment
    let json: Bool

    init(_ options: GlobalOptions) throws {
        environment = try CommandEnvironment.make(options).counters()
        json = options.json
    }

    /// Syncs after a change and says what the sync could not do; the change is stored whatever
    /// it met.
    func syncAfterChange() async throws -> CountersSyncResult {
        try report(await CountersSyncOutcome.afterChange(environment))
    }

    /// Syncs before showing the list; fails when there is nothing to show.
    func syncBeforeShowing() async throws -> CountersSyncResult {
        try report(await CountersSyncOutcome.beforeShowing(environment))
    }

    private func report(_ outcome: CountersSyncOutcome) throws -> CountersSyncResult {
        for warning in outcome.warnings { Output.warn("kiosk: \(warning)") }
        if case let .failed(error) = outcome.kind { throw error }
        return outcome.result
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
