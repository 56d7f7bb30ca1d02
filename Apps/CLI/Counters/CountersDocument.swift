import Presentation

/// The JSON shapes of the `kiosk counters` commands (documented in README.md).
enum CountersDocument {
    /// One counter: `{"id", "title", "count", "pending"}` (`title` null when it has none).
    struct Row: Encodable {
        let id: String
        let title: String?
        let count: Int
        let pending: Bool

        init(_ counter: Counter, pending: Set<CounterID> = []) {
            id = counter.id.rawValue
            title = counter.title
            count = counter.count
            self.pending = pending.contains(counter.id)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            // NB: null rather than absent, so scripts can rely on the key.
            try container.encode(title, forKey: .title)
            try container.encode(count, forKey: .count)
            try container.encode(pending, forKey: .pending)
        }

        private enum CodingKeys: String, CodingKey { case id, title, count, pending }
    }

    /// What the sync attempt after a command did: `{"offline", "pending", "sent", "dropped", "error"}`.
    struct Sync: Encodable {
        let offline: Bool
        let pending: Int
        let sent: Int
        let dropped: [String]
        let repaired: [String]
        let error: String?
        let otherProcessSyncing: Bool

        init(_ report: CounterSyncReport) {
            offline = report.isOffline
            pending = report.pending
            sent = report.sent
            dropped = report.dropped.map(\.message)
            repaired = report.repaired.map(\.displayTitle)
            error = report.failure?.message
            otherProcessSyncing = report.otherProcessSyncing
        }

        // NB: `error` is written as null when there is none, so scripts can always read it.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(offline, forKey: .offline)
            try container.encode(pending, forKey: .pending)
            try container.encode(sent, forKey: .sent)
            try container.encode(dropped, forKey: .dropped)
            try container.encode(repaired, forKey: .repaired)
            try container.encode(error, forKey: .error)
            try container.encode(otherProcessSyncing, forKey: .otherProcessSyncing)
        }

        private enum CodingKeys: String, CodingKey { case offline, pending, sent, dropped, repaired, error, otherProcessSyncing }
    }

    /// The list: `{"counters": [Row], "summary": {"items", "total", "text"}, "sync": Sync}`.
    struct List: Encodable {
        struct Summary: Encodable {
            let items: Int
            let total: Int
            let text: String
        }

        let counters: [Row]
        let summary: Summary
        let sync: Sync

        init(_ counters: [Counter], overview: CountersOverview, report: CounterSyncReport) {
            self.counters = counters.map { Row($0, pending: overview.pendingIDs) }
            let summary = CounterSummary(counters)
            self.summary = Summary(items: summary.items, total: summary.total, text: summary.text)
            sync = Sync(report)
        }
    }

    /// A change: `{"counters": [Row], "sync": Sync}` (the counters it changed, as they are now).
    struct Change: Encodable {
        let counters: [Row]
        let sync: Sync
    }
}
