import Foundation
import Presentation
import TerminalUI

/// The Counters list as the TUI runs it: the app's view model (`CountersFeature`) plus what only
/// a keyboard front end needs: the highlighted row, the open text field (search or a new
/// counter's title) and the share box.
enum CountersScreenFeature: Reducer {
    /// The view model's state and the screen's own.
    struct State: Equatable, Sendable {
        /// The view model's state.
        var list = CountersFeature.State()
        /// The highlighted row, an index into `list.visibleCounters`.
        var cursor = 0
        /// The text field with the keyboard, if any.
        var input: Input?
        /// Whether the share box is open.
        var isSharing = false
        /// Whether the next recorded change is a new counter to highlight (it lands last).
        var highlightsNewCounter = false

        /// The highlighted counter, if the list shows any.
        var highlighted: Counter? {
            let visible = list.visibleCounters
            return visible.indices.contains(cursor) ? visible[cursor] : nil
        }
    }

    /// A text field that has the keyboard.
    enum Input: Equatable, Sendable {
        /// The search field (its text is the view model's `searchText`).
        case search
        /// The title of a new counter, being typed.
        case add(TextFieldState)
    }

    /// What happened on the screen.
    enum Action: Equatable, Sendable {
        /// Something for the view model.
        case list(CountersFeature.Action)
        /// ↑/↓/PgUp/PgDn: move the highlight by this many rows.
        case cursorMoved(Int)
        /// Home/End: highlight the first or the last row.
        case cursorMovedToEnd(last: Bool)
        /// A click on a row: highlight it; in edit mode, select it or not.
        case rowClicked(Int)
        /// `/`: type in the search field.
        case searchOpened
        /// A key for the search field.
        case searchEdited(Key)
        /// Enter or Esc in the search field.
        case searchClosed
        /// `n`: type a new counter's title.
        case addOpened
        /// A key for the new counter's title.
        case addEdited(Key)
        /// Enter on the new counter's title.
        case addSubmitted
        /// Esc on the new counter's title.
        case addCancelled
        /// `x`: show the text to share.
        case shareOpened
        /// Closes the share box.
        case shareClosed
    }

    typealias Environment = CountersEnvironment

    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
        switch action {
        case let .list(action):
            let effect = CountersFeature.reduce(&state.list, action, environment)
            if case let .changesRecorded(changes, result) = action, changes.count == 1, case .create = changes[0] {
                if case .success = result {
                    if case .add = state.input { state.input = nil }
                    if state.highlightsNewCounter { state.cursor = state.list.visibleCounters.count - 1 }
                }
                state.highlightsNewCounter = false
            }
            clampCursor(&state)
            return effect.map(Action.list)
        case let .cursorMoved(offset):
            state.cursor += offset
            clampCursor(&state)
        case let .cursorMovedToEnd(last):
            state.cursor = last ? state.list.visibleCounters.count - 1 : 0
            clampCursor(&state)
        case let .rowClicked(index):
            let visible = state.list.visibleCounters
            guard visible.indices.contains(index) else { return .none }
            state.cursor = index
            if state.list.isEditing { return reduce(&state, .list(.selectionToggled(visible[index].id)), environment) }
        case .searchOpened:
            state.input = .search
        case let .searchEdited(key):
            var field = TextFieldState(text: state.list.searchText)
            guard field.handle(key), field.text != state.list.searchText else { return .none }
            state.cursor = 0
            return reduce(&state, .list(.searchChanged(field.text)), environment)
        case .searchClosed:
            state.input = nil
        case .addOpened:
            // NB: no length limit here: the title is judged where it is recorded
            // (`CounterChange.maximumTitleLength`), and a longer one is refused with the rule,
            // never cut to fit.
            state.input = .add(TextFieldState())
        case let .addEdited(key):
            guard case var .add(field) = state.input else { return .none }
            let before = field.text
            field.handle(key)
            state.input = .add(field)
            if field.text != before { return reduce(&state, .list(.addTitleChanged), environment) }
        case .addSubmitted:
            guard case let .add(field) = state.input else { return .none }
            // NB: the field stays open until the title is recorded: a refused one (too long,
            // empty) keeps it, whole, with the reason above it.
            // The new counter goes to the end of the list: highlight it once it is there.
            state.highlightsNewCounter = true
            return reduce(&state, .list(.addPressed(title: field.text)), environment)
        case .addCancelled:
            state.input = nil
            return reduce(&state, .list(.addCancelled), environment)
        case .shareOpened:
            state.isSharing = true
        case .shareClosed:
            state.isSharing = false
        }
        return .none
    }

    private static func clampCursor(_ state: inout State) {
        state.cursor = max(0, min(state.cursor, state.list.visibleCounters.count - 1))
    }
}
