extension CountersFeature {
    /// Everything the Counters list shows, in every state of `reference/counters/ui-texts.md`.
    public struct State: Equatable, Sendable {
        /// Where the first load stands.
        public enum Phase: Equatable, Sendable {
            /// First load: a spinner.
            case loading
            /// The list (or its empty state) is shown.
            case loaded
            /// Nothing could be loaded and there is nothing cached: "Couldn’t load the counters" with
            /// "Retry"; `message` says why.
            case failed(message: String)
        }

        /// Where the first load stands.
        public var phase: Phase = .loading
        /// Every counter, as the user sees it (server list plus pending changes).
        public var counters: [Counter] = []
        /// Changes not yet confirmed by the server.
        public var pendingCount = 0
        /// Counters with unconfirmed changes (per-row markers).
        public var pendingIDs: Set<CounterID> = []
        /// Whether the last sync could not reach or use the server.
        public var isOffline = false
        /// Whether a sync is running.
        public var isSyncing = false
        /// Whether another sync must follow the running one (a change arrived meanwhile).
        public var needsSync = false
        /// The search field's text.
        public var searchText = ""
        /// Whether the list is in edit mode (rows selectable, batch delete).
        public var isEditing = false
        /// The selected counters in edit mode.
        public var selection: Set<CounterID> = []
        /// The batch-delete confirmation, when shown: how many counters it deletes.
        public var deleteConfirmation: Int?
        /// The alert shown, if any.
        public var alert: CountersAlert?
        /// A short notice that goes away by itself (refresh refused while editing).
        public var notice: Notice?
        /// Why the title of a new counter was refused.
        public var addError: AppError?

        /// A list about to load.
        public init() {}

        // MARK: - Texts

        /// Said while the list is read the first time.
        public static let loadingText = "Loading counters…"
        /// The title of the load error.
        public static let loadErrorTitle = "Couldn’t load the counters"
        /// The empty state's title.
        public static let emptyTitle = "No counters yet"
        /// The empty state's message.
        public static let emptyMessage = "“When I started counting my blessings, my whole life turned around.” —Willie Nelson"
        /// The empty state's button.
        public static let emptyButton = "Create a counter"
        /// Shown when the search matches nothing.
        public static let noResults = "No results"
        /// The message of an offline failure.
        public static let offlineMessage = "The Internet connection appears to be offline."

        // MARK: - Derived

        /// The counters the search lets through, in list order.
        public var visibleCounters: [Counter] { CounterLookup.search(searchText, in: counters) }

        /// "N items · Counted M times", over every counter.
        public var summary: String { CounterSummary(counters).text }

        /// The summary of what the list shows: `summary` without a search; with one, the matching
        /// counters only, and of how many ("2 of 4 items · Counted 3 times").
        public var shownSummary: String {
            guard !searchText.isEmpty else { return summary }
            let shown = CounterSummary(visibleCounters)
            return "\(shown.items) of \(Plural.count(counters.count, "item")) · Counted \(shown.total) \(Plural.noun(abs(shown.total), "time"))"
        }

        /// What replaces the list when it has no rows: "No counters yet" or "No results".
        public var emptyText: String? {
            guard phase == .loaded else { return nil }
            if counters.isEmpty { return Self.emptyTitle }
            if visibleCounters.isEmpty { return Self.noResults }
            return nil
        }

        /// "Offline · 3 changes pending" while the server cannot be used; `nil` otherwise.
        public var statusLine: String? {
            isOffline ? Self.statusLine(pending: pendingCount, isOffline: true) : nil
        }

        /// The sync state in words: syncing, offline (with what waits), changes pending, or all
        /// synced.
        public var syncStatus: CountersSyncStatus {
            if isSyncing { return CountersSyncStatus(kind: .syncing, text: CountersSyncStatus.syncingText) }
            if let status = statusLine { return CountersSyncStatus(kind: .offline, text: status) }
            if let pending = Self.statusLine(pending: pendingCount, isOffline: false) { return CountersSyncStatus(kind: .pending, text: pending) }
            return CountersSyncStatus(kind: .synced, text: "All changes synced")
        }

        /// The banner while the list is shown and the server cannot be used: "Offline · 2 changes
        /// pending · can't reach the Counters server"; `nil` otherwise.
        public var unreachableBanner: String? {
            guard let status = statusLine, phase == .loaded else { return nil }
            return "\(status) · can't reach the Counters server"
        }

        /// "Offline · 3 changes pending", "Offline", "2 changes pending", or `nil` when the server
        /// is in use and has every change: the one wording of the sync state.
        public static func statusLine(pending: Int, isOffline: Bool) -> String? {
            let changes = "\(Plural.count(pending, "change")) pending"
            if isOffline { return pending > 0 ? "Offline · \(changes)" : "Offline" }
            return pending > 0 ? changes : nil
        }

        /// The destructive button of the batch delete: "Delete 1 counter", "Delete 3 counters".
        public static func deleteTitle(_ count: Int) -> String {
            "Delete \(Plural.count(count, "counter"))"
        }

        /// The heading of the batch delete's confirmation: "Delete 2 counters?".
        public static func deleteHeading(_ count: Int) -> String {
            "\(deleteTitle(count))?"
        }

        /// What the batch delete's confirmation warns.
        public static let deleteWarning = "This cannot be undone."

        /// The batch delete's question, naming what goes: `Delete "Cups of coffee"? This cannot be
        /// undone.`, or for several the first titles and how many more; `nil` when no delete is
        /// being confirmed.
        public var deleteQuestion: String? {
            guard deleteConfirmation != nil else { return nil }
            let titles = counters.filter { selection.contains($0.id) }.map { "\"\($0.displayTitle)\"" }
            let named = switch titles.count {
            case 0: Plural.count(deleteConfirmation ?? 0, "counter")
            case 1: titles[0]
            case 2, 3: "\(Plural.count(titles.count, "counter")): " + titles.dropLast().joined(separator: ", ") + " and " + titles[titles.count - 1]
            default: "\(Plural.count(titles.count, "counter")): " + titles.prefix(2).joined(separator: ", ") + " and \(titles.count - 2) more"
            }
            return "Delete \(named)? \(Self.deleteWarning)"
        }

        /// Whether edit mode is offered: there are counters to select.
        public var canEdit: Bool { phase == .loaded && !counters.isEmpty }

        /// Edit mode's count of the selection: "2 selected".
        public var selectionText: String { "\(selection.count) selected" }

        /// The left bar button: "Edit" or "Done".
        public var editButtonTitle: String { isEditing ? "Done" : "Edit" }

        /// The text to share: the selected counters in edit mode, else those shown.
        public var shareText: String {
            let chosen = isEditing && !selection.isEmpty ? counters.filter { selection.contains($0.id) } : visibleCounters
            return CounterLookup.shareText(chosen)
        }
    }
}
