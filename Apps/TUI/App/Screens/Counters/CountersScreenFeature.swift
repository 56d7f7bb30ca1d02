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
        var list = CountersState()
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
        case list(CountersAction)
        /// ↑/↓/PgUp/PgDn: move the highlight by this many rows.
        case cursorMoved(Int)
        /// Home/End: highlight the first or the last row.
        case cursorMovedToEnd(last: Bool)
        /// `/`: type in the search field.
        case searchOpened
        /// A key for the search field.
        case searchEdited(Key)
        /// Enter or Esc in the search field.
        case searchClosed
        /// `a`: type a new counter's title.
        case addOpened
        /// A key for the new counter's title.
        case addEdited(Key)
        /// Enter on the new counter's title.
        case addSubmitted
        /// Esc on the new counter's title.
        case addCancelled
        /// `s`: show the text to share.
        case shareOpened
        /// Closes the share box.
        case shareClosed
    }

    typealias Environment = CountersEnvironment

    static func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
        switch action {
        case let .list(action):
            let effect = CountersFeature.reduce(&state.list, action, environment)
            if case .changesRecorded = action, state.highlightsNewCounter {
                state.highlightsNewCounter = false
                state.cursor = state.list.visibleCounters.count - 1
            }
            clampCursor(&state)
            return effect.map(Action.list)
        case let .cursorMoved(offset):
            state.cursor += offset
            clampCursor(&state)
        case let .cursorMovedToEnd(last):
            state.cursor = last ? state.list.visibleCounters.count - 1 : 0
            clampCursor(&state)
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
            state.input = .add(TextFieldState(maximumLength: 100))
        case let .addEdited(key):
            guard case var .add(field) = state.input else { return .none }
            let before = field.text
            field.handle(key)
            state.input = .add(field)
            if field.text != before { return reduce(&state, .list(.addTitleChanged), environment) }
        case .addSubmitted:
            guard case let .add(field) = state.input else { return .none }
            let effect = reduce(&state, .list(.addPressed(title: field.text)), environment)
            // A refused title keeps the field open, with the reason beside it.
            guard state.list.addError == nil else { return effect }
            state.input = nil
            // The new counter goes to the end of the list: highlight it once it is there.
            state.highlightsNewCounter = true
            return effect
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
