import Presentation

/// How the change commands report: the changed counters as they are after the sync (a temporary
/// id replaced by the server's), one line each, or one JSON document.
enum CountersChangeOutput {
    static func print(_ changed: [Counter], result: CountersSyncResult, json: Bool, line: (Counter) -> String) throws {
        let now = changed.map { counter in current(counter, in: result) }
        if json {
            return try Output.json(CountersDocument.Change(
                counters: now.map { CountersDocument.Row($0, pending: result.overview.pendingIDs) },
                sync: CountersDocument.Sync(result.report)
            ))
        }
        for counter in now { Output.line(line(counter)) }
    }

    /// The counter as it stands after the sync: found by its id, or by the id the server gave
    /// it in place of its temporary one.
    private static func current(_ counter: Counter, in result: CountersSyncResult) -> Counter {
        let overview = result.overview
        let id = overview.assignedIDs[counter.id] ?? counter.id
        return overview.counters.first { $0.id == id } ?? counter
    }
}
