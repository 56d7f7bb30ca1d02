/// The Counters list's view model: load, sync, change, search, edit mode and batch delete.
///
/// Every change is recorded locally first (the queue is the source of truth) and then synced;
/// only one sync runs at a time, and a change made during one asks for another afterwards.
public enum CountersFeature: Reducer {
    /// The timer that takes the notice away: a newer notice restarts it.
    static let noticeTimer: EffectID = "counters.notice"

    public static func reduce(_ state: inout CountersFeature.State, _ action: CountersFeature.Action, _ environment: CountersEnvironment) -> Effect<CountersFeature.Action> {
        switch action {
        case .appeared, .retryPressed:
            state.phase = .loading
            return .run { send in await send(.localLoaded(attempt { try environment.load() })) }

        case let .localLoaded(.success(overview)):
            apply(overview, to: &state)
            if !overview.hasNoData { state.phase = .loaded }
            return startSync(&state, environment)

        case .noticeExpired:
            state.notice = nil
            return .none

        case let .localLoaded(.failure(error)):
            state.phase = .failed(message: error.message)
            return .none

        case .shownAgain:
            return .run { send in await send(.reloaded(attempt { try environment.load() })) }

        case let .reloaded(.success(overview)):
            apply(overview, to: &state)
            return .none

        case .reloaded(.failure):
            // NB: the list shown stays; the next change or sync says what is wrong.
            return .none

        case .refreshPressed:
            if state.isEditing {
                let notice = Notice("Finish editing to refresh the list.")
                state.notice = notice
                return notice.timer(id: noticeTimer, clock: environment.clock, expired: .noticeExpired)
            }
            return startSync(&state, environment)

        case let .searchChanged(text):
            state.searchText = text
            return .none

        case let .incrementPressed(id):
            return record([.increment(id)], environment)

        case let .decrementPressed(id):
            return record([.decrement(id)], environment)

        case let .addPressed(title):
            // NB: the title is judged where it is recorded (`CounterQueue`); a refusal comes
            // back as `addError`, beside the field.
            state.addError = nil
            return record([.create(title: title)], environment)

        case .addTitleChanged, .addCancelled:
            state.addError = nil
            return .none

        case let .changesRecorded(_, .success(overview)):
            apply(overview, to: &state)
            state.phase = .loaded
            return startSync(&state, environment)

        case let .changesRecorded(changes, .failure(error)):
            // A title the queue refused is the form's to show, beside the field: retrying the
            // same title would only be refused again.
            if case .validation = error, changes.count == 1, case .create = changes[0] {
                state.addError = error
                return .none
            }
            state.alert = CountersAlert(title: failureTitle(of: changes, in: state), message: error.message, retry: .record(changes))
            return .none

        case let .synced(.success(result)):
            state.isSyncing = false
            apply(result.overview, to: &state)
            state.isOffline = result.report.isOffline
            if state.phase == .loading {
                state.phase = result.leavesNothingToShow
                    ? .failed(message: CountersFeature.State.offlineMessage)
                    : .loaded
            }
            if let first = result.report.dropped.first {
                let others = result.report.dropped.count - 1
                let more = others > 0 ? " (and \(others) more \(Plural.noun(others, "change")))" : ""
                let reason = first.reason.prefix(1).uppercased() + first.reason.dropFirst()
                state.alert = CountersAlert(title: first.op.failureTitle, message: "\(reason)\(more).")
            }
            if state.needsSync {
                state.needsSync = false
                return startSync(&state, environment)
            }
            return .none

        case let .synced(.failure(error)):
            state.isSyncing = false
            state.needsSync = false
            if state.phase == .loading { state.phase = .failed(message: error.message) }
            else { state.alert = CountersAlert(title: "Couldn’t sync the counters", message: error.message, retry: .sync) }
            return .none

        case .editPressed:
            state.isEditing = true
            state.selection = []
            return .none

        case .doneEditingPressed:
            state.isEditing = false
            state.selection = []
            state.deleteConfirmation = nil
            state.notice = nil
            return .cancel(noticeTimer)

        case .selectAllPressed:
            guard state.isEditing else { return .none }
            let shown = Set(state.visibleCounters.map(\.id))
            state.selection = shown.isSubset(of: state.selection) ? [] : shown
            return .none

        case let .selectionToggled(id):
            guard state.isEditing, state.counters.contains(where: { $0.id == id }) else { return .none }
            if state.selection.contains(id) { state.selection.remove(id) } else { state.selection.insert(id) }
            return .none

        case .deletePressed:
            guard state.isEditing, !state.selection.isEmpty else { return .none }
            state.deleteConfirmation = state.selection.count
            return .none

        case .deleteCancelled:
            state.deleteConfirmation = nil
            return .none

        case .deleteConfirmed:
            guard state.deleteConfirmation != nil else { return .none }
            state.deleteConfirmation = nil
            // In list order, so the queue deletes them as the user sees them.
            let ids = state.counters.map(\.id).filter(state.selection.contains)
            state.selection = []
            state.isEditing = false
            return record(ids.map { .delete($0) }, environment)

        case .alertDismissed:
            state.alert = nil
            return .none

        case .alertRetryPressed:
            guard let retry = state.alert?.retry else {
                state.alert = nil
                return .none
            }
            state.alert = nil
            switch retry {
            case let .record(changes): return record(changes, environment)
            case .sync: return startSync(&state, environment)
            }
        }
    }

    // MARK: - Helpers

    private static func apply(_ overview: CountersOverview, to state: inout CountersFeature.State) {
        state.counters = overview.counters
        state.pendingCount = overview.pendingCount
        state.pendingIDs = overview.pendingIDs
        state.selection = state.selection.filter { id in overview.counters.contains { $0.id == id } }
    }

    private static func record(_ changes: [CounterChange], _ environment: CountersEnvironment) -> Effect<CountersFeature.Action> {
        .run { send in await send(.changesRecorded(changes, attempt { try environment.record(changes) })) }
    }

    private static func startSync(_ state: inout CountersFeature.State, _ environment: CountersEnvironment) -> Effect<CountersFeature.Action> {
        guard !state.isSyncing else {
            state.needsSync = true
            return .none
        }
        state.isSyncing = true
        return .run { send in await send(.synced(await attempt { try await environment.sync() })) }
    }

    /// "Couldn’t update the “Tea” counter to 3", from the counter as the user saw it
    /// ("Couldn’t update the counter" when it is no longer shown).
    private static func failureTitle(of changes: [CounterChange], in state: CountersFeature.State) -> String {
        func shown(_ id: CounterID) -> Counter? { state.counters.first { $0.id == id } }
        func update(_ id: CounterID, by step: Int) -> String {
            guard let counter = shown(id) else { return "Couldn’t update the counter" }
            return "Couldn’t update the “\(counter.displayTitle)” counter to \(counter.count + step)"
        }
        guard let change = changes.first else { return "Couldn’t save the change" }
        switch change {
        case let .create(title): return "Couldn’t create the counter “\(title)”"
        case let .increment(id): return update(id, by: 1)
        case let .decrement(id): return update(id, by: -1)
        case let .delete(id):
            if changes.count > 1 { return "Couldn’t delete \(changes.count) counters" }
            return shown(id).map { "Couldn’t delete the counter “\($0.displayTitle)”" } ?? "Couldn’t delete the counter"
        }
    }
}
