extension CountersFeature {
    /// What can happen on the Counters list.
    public enum Action: Equatable, Sendable {
        // MARK: User events

        /// The screen appeared: load the local list, then sync.
        case appeared
        /// "Retry" on the load error.
        case retryPressed
        /// Pull to refresh / `r`: sync now.
        case refreshPressed
        /// The list is shown again (a page reloaded, a screen came back): read the local list
        /// afresh, without the network, so changes other terminals recorded show.
        case shownAgain
        /// The user typed in the search field.
        case searchChanged(String)
        /// "+" on a row.
        case incrementPressed(CounterID)
        /// "−" on a row.
        case decrementPressed(CounterID)
        /// "Save" on the create screen, with the typed title.
        case addPressed(title: String)
        /// The new counter's title is being typed (an earlier refusal no longer applies).
        case addTitleChanged
        /// The person gave up adding a counter.
        case addCancelled
        /// "Edit".
        case editPressed
        /// "Done".
        case doneEditingPressed
        /// "Select All" (or deselect all when everything shown is selected).
        case selectAllPressed
        /// A row was tapped in edit mode.
        case selectionToggled(CounterID)
        /// The trash button: ask to confirm "Delete N counters".
        case deletePressed
        /// The destructive button of the confirmation.
        case deleteConfirmed
        /// "Cancel" on the confirmation.
        case deleteCancelled
        /// "Dismiss" on an alert.
        case alertDismissed
        /// "Retry" on an alert.
        case alertRetryPressed

        // MARK: Effect results

        /// The local list was read.
        case localLoaded(Result<CountersOverview, AppError>)
        /// The local list was read again (`shownAgain`).
        case reloaded(Result<CountersOverview, AppError>)
        /// Changes were recorded locally (or refused).
        case changesRecorded([CounterChange], Result<CountersOverview, AppError>)
        /// A sync finished.
        case synced(Result<CountersSyncResult, AppError>)
        /// The notice's time is up.
        case noticeExpired
    }
}
