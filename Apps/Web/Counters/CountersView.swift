import Presentation

/// What the Counters page draws, derived from the page's state by `init(_:)`: texts and flags
/// only, so the templates hold no logic beyond "show this if present".
struct CountersView: Sendable, Equatable {
    /// One counter's row.
    struct Row: Sendable, Equatable {
        /// The counter's id, posted back by the row's forms.
        var id: String
        /// The title as text ("Untitled" for a counter without one).
        var title: String
        /// Whether the counter has no title (drawn dimmed).
        var untitled: Bool
        /// The count.
        var count: Int
        /// Whether a change to it waits for the server.
        var pending: Bool
        /// Edit mode: the row is a select toggle instead of −/+.
        var editing: Bool
        /// Edit mode: whether the row is selected.
        var selected: Bool
    }

    /// A full-page state in place of the list: loading, the load error, the empty list.
    struct Message: Sendable, Equatable {
        /// The heading.
        var title: String
        /// The text under it.
        var text: String?
    }

    /// The alert over the list.
    struct Alert: Sendable, Equatable {
        /// "Couldn’t update the “Tea” counter to 3".
        var title: String
        /// Why.
        var message: String
        /// Whether "Retry" is offered.
        var canRetry: Bool
    }

    /// The batch-delete confirmation.
    struct Confirmation: Sendable, Equatable {
        /// "Delete 2 counters?"
        var question: String
        /// The destructive button: "Delete 2 counters".
        var button: String
        /// "This cannot be undone."
        var warning = CountersFeature.State.deleteWarning
    }

    /// The sync state in the status line.
    struct Sync: Sendable, Equatable {
        /// `syncing`, `offline`, `pending` or `synced`: a hook for the stylesheet and tests.
        var kind: String
        /// "Syncing…", "Offline · 2 changes pending", "1 change pending", "All changes synced".
        var text: String
    }

    /// The search text.
    var query: String
    /// Whether a search is active (a "Clear" link).
    var hasQuery: Bool
    /// The add form's title as typed (kept when refused).
    var addDraft: String
    /// Why the title was refused, beside the field.
    var addError: String?
    /// Whether the list is in edit mode.
    var isEditing: Bool
    /// Whether "Edit" is offered (there are counters).
    var canEdit: Bool
    /// "Loading counters…".
    var loading: String?
    /// The load error, with "Retry".
    var failure: Message?
    /// The empty list: "No counters yet", the quote, and the create button.
    var empty: Message?
    /// The empty list's button text.
    var emptyButton: String?
    /// "No results" for a search that matches nothing.
    var noResults: String?
    /// The rows shown.
    var rows: [Row]
    /// Edit mode: "2 selected".
    var selectionText: String
    /// Edit mode: the delete button ("Delete 2 counters"), when something is selected.
    var deleteButton: String?
    /// The confirmation of a batch delete.
    var confirmation: Confirmation?
    /// The alert.
    var alert: Alert?
    /// "2 items · Counted 5 times", once loaded.
    var summary: String?
    /// The sync state.
    var sync: Sync

    /// The view of `state`.
    init(_ state: CountersPageFeature.State) {
        let list = state.list
        query = list.searchText
        hasQuery = !list.searchText.isEmpty
        addDraft = state.addDraft
        addError = state.addError
        isEditing = list.isEditing
        canEdit = list.canEdit
        loading = list.phase == .loading ? CountersFeature.State.loadingText : nil
        if case let .failed(message) = list.phase {
            failure = Message(title: CountersFeature.State.loadErrorTitle, text: message)
        } else {
            failure = nil
        }
        let isEmpty = list.phase == .loaded && list.counters.isEmpty
        empty = isEmpty ? Message(title: CountersFeature.State.emptyTitle, text: CountersFeature.State.emptyMessage) : nil
        emptyButton = isEmpty && !list.isEditing ? CountersFeature.State.emptyButton : nil
        noResults = list.emptyText == CountersFeature.State.noResults ? CountersFeature.State.noResults : nil
        rows = list.phase == .loaded ? list.visibleCounters.map { counter in
            Row(id: counter.id.rawValue, title: counter.displayTitle, untitled: counter.title == nil,
                count: counter.count, pending: list.pendingIDs.contains(counter.id),
                editing: list.isEditing, selected: list.selection.contains(counter.id))
        } : []
        selectionText = list.selectionText
        deleteButton = list.selection.isEmpty ? nil : CountersFeature.State.deleteTitle(list.selection.count)
        confirmation = list.deleteConfirmation.map {
            Confirmation(question: CountersFeature.State.deleteHeading($0), button: CountersFeature.State.deleteTitle($0))
        }
        alert = list.alert.map { Alert(title: $0.title, message: $0.message, canRetry: $0.retry != nil) }
        summary = list.phase == .loaded ? list.summary : nil
        sync = Sync(kind: list.syncStatus.kind.rawValue, text: list.syncStatus.text)
    }

    /// The "can't reach the server" banner, while the list is shown and the server cannot be
    /// used.
    static func banner(_ state: CountersPageFeature.State) -> Banner? {
        state.list.unreachableBanner.map {
            Banner(message: $0, retryAction: "\(CountersRoutes.path)/refresh", fields: [HiddenField(name: "q", value: state.list.searchText)])
        }
    }
}
