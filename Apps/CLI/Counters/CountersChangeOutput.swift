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

    /// The counter as it stands after the sync: found by id, or, when its temporary id was
    /// replaced by the server's, by title among the new ones.
    private static func current(_ counter: Counter, in result: CountersSyncResult) -> Counter {
        let counters = result.overview.counters
        if let same = counters.first(where: { $0.id == counter.id }) { return same }
        if counter.id.isTemporary, let created = counters.last(where: { $0.title == counter.title && $0.count == counter.count }) {
            return created
        }
        return counter
    }
}
