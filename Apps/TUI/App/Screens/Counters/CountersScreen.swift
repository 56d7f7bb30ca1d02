import Foundation
import Presentation
import TerminalUI

/// The Counters list: counts with −/+, add, search, edit mode with multi-select and batch
/// delete, share, the summary and status lines, and the loading, empty, error and no-result
/// states with the app's texts.
enum CountersScreen: Screen {
    typealias Feature = CountersScreenFeature
    typealias State = CountersScreenFeature.State
    typealias Action = CountersScreenFeature.Action

    static func title(_ state: State) -> String {
        guard state.list.isEditing else { return "Kiosk › Counters" }
        return "Kiosk › Counters › Edit (\(state.list.selectionText))"
    }

    // MARK: - Drawing

    static func body(_ state: State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        var area = area
        // The bottom rows: the summary, and the status on the right.
        let (content, footer) = area.splitBottom(1)
        area = content
        drawFooter(state, into: &frame, row: footer)

        if let input = state.input {
            let (row, rest) = area.splitTop(2)
            drawInput(input, state: state, into: &frame, row: row.row(0))
            area = rest
        } else if !state.list.searchText.isEmpty {
            let (row, rest) = area.splitTop(2)
            frame.line([Span("Search: ", style: .plain.dimmed), Span(state.list.searchText, style: .plain.bolded), Span("  (/ to change, esc to clear)", style: .plain.dimmed)], in: row.row(0))
            area = rest
        }

        switch state.list.phase {
        case .loading:
            centered([CountersFeature.State.loadingText], into: &frame, area: area, styles: [.plain.dimmed])
        case let .failed(message):
            centered([CountersFeature.State.loadErrorTitle, message, "", "r  Retry"], into: &frame, area: area, styles: [.plain.bolded, .plain, .plain, Style(foreground: Theme.accent, bold: true)])
        case .loaded:
            if state.list.counters.isEmpty {
                centered([CountersFeature.State.emptyTitle, CountersFeature.State.emptyMessage, "", "n  \(CountersFeature.State.emptyButton)"], into: &frame, area: area,
                         styles: [.plain.bolded, .plain.dimmed.italicized, .plain, Style(foreground: Theme.accent, bold: true)])
            } else if state.list.visibleCounters.isEmpty {
                centered([CountersFeature.State.noResults], into: &frame, area: area, styles: [.plain.dimmed])
            } else {
                drawList(state, into: &frame, area: area)
            }
        }
    }

    private static func drawList(_ state: State, into frame: inout Frame, area: Rect) {
        let counters = state.list.visibleCounters
        let countWidth = max(3, counters.map { "\($0.count)".count }.max() ?? 0)
        var list = ListView(count: counters.count, selection: state.input == nil ? state.cursor : nil)
        list.highlight = { $0.reverse = true }
        list.render(into: &frame, in: area) { index, row, frame in
            let counter = counters[index]
            var spans: [Span] = []
            if state.list.isEditing {
                spans.append(Span(state.list.selection.contains(counter.id) ? "[x] " : "[ ] ", style: Style(foreground: Theme.accent, bold: true)))
            }
            spans.append(Span(String(repeating: " ", count: countWidth - "\(counter.count)".count) + "\(counter.count)", style: .plain.bolded))
            spans.append(Span("  "))
            spans.append(Span(counter.displayTitle, style: counter.title == nil ? .plain.italicized.dimmed : .plain))
            let pending = state.list.pendingIDs.contains(counter.id)
            let marker = pending ? " • pending" : ""
            let (left, right) = row.splitLeft(row.width - marker.terminalWidth)
            frame.line(spans, in: left)
            if pending { frame.text(marker, in: right, style: Style(foreground: Theme.warning).dimmed) }
        }
    }

    private static func drawInput(_ input: CountersScreenFeature.Input, state: State, into frame: inout Frame, row: Rect) {
        switch input {
        case .search:
            let x = frame.text("Search: ", in: row, style: .plain.bolded)
            TextField(text: state.list.searchText, placeholder: "Search").render(into: &frame, in: Rect(x: x, y: row.y, width: min(40, row.maxX - x), height: 1))
        case let .add(field):
            let x = frame.text("New counter: ", in: row, style: .plain.bolded)
            TextField(field, placeholder: "Cups of coffee").render(into: &frame, in: Rect(x: x, y: row.y, width: min(40, row.maxX - x), height: 1))
        }
    }

    private static func drawFooter(_ state: State, into frame: inout Frame, row: Rect) {
        guard state.list.phase == .loaded else { return }
        let status = state.list.isSyncing ? CountersSyncStatus.syncingText : ""
        let (left, right) = row.splitLeft(row.width - status.terminalWidth)
        frame.text(state.list.shownSummary, in: left, style: .plain.dimmed)
        frame.text(status, in: right, style: .plain.dimmed)
    }

    private static func centered(_ lines: [String], into frame: inout Frame, area: Rect, styles: [Style]) {
        let wrapped = lines.enumerated().flatMap { index, line in
            Dialog.wrap(line, width: max(1, area.width - 4)).map { ($0, styles[index]) }
        }
        let top = area.y + max(0, (area.height - wrapped.count) / 2)
        for (offset, (line, style)) in wrapped.enumerated() where top + offset < area.maxY {
            frame.text(line, in: Rect(x: area.x, y: top + offset, width: area.width, height: 1), style: style, alignment: .center)
        }
    }

    static func banner(_ state: State, context: ScreenContext) -> Banner? {
        if let error = state.list.addError { return Banner(.error, error.message) }
        return state.list.notice.map { Banner(.notice, $0.text) }
    }

    static func unreachable(_ state: State) -> Unreachable<Action>? {
        state.list.unreachableBanner.map { Unreachable(message: $0, retry: .list(.refreshPressed)) }
    }

    static func isConfirming(_ state: State) -> Bool { state.list.deleteConfirmation != nil }

    static func overlay(_ state: State, into frame: inout Frame, area: Rect, context: ScreenContext) {
        if let count = state.list.deleteConfirmation {
            Dialog(title: "Delete", message: state.list.deleteQuestion ?? "", confirm: CountersFeature.State.deleteTitle(count), isDestructive: true)
                .render(into: &frame, in: area)
        } else if let alert = state.list.alert {
            AlertBox(alert: alert).render(into: &frame, in: area)
        } else if state.isSharing {
            let lines = state.list.shareText.split(separator: "\n").map(String.init)
            let width = min(area.width - 4, max(44, (lines.map(\.terminalWidth).max() ?? 0) + 4))
            let box = area.centered(Size(width: width, height: min(area.height, lines.count + 4)))
            let inside = frame.box(box, title: "Share", style: Style(foreground: Theme.accent))
            for (offset, line) in lines.enumerated() where offset < inside.height - 2 {
                frame.text(line, in: inside.insetBy(dx: 1, dy: 0).row(offset + 1))
            }
            frame.text("select the text to copy it · esc close", in: inside.row(inside.height - 1), style: .plain.dimmed, alignment: .center)
        }
    }

    // MARK: - Keys

    static func capturesKeys(_ state: State) -> Bool {
        state.input != nil || state.isSharing || state.list.deleteConfirmation != nil || state.list.alert != nil
    }

    static func keyMap(_ state: State) -> KeyMap<Action> {
        if state.list.deleteConfirmation != nil {
            return [
                .keys(.character("y"), .enter, label: "y/enter", help: "delete", send: .list(.deleteConfirmed)),
                .keys(.character("n"), .escape, label: "n/esc", help: "cancel", send: .list(.deleteCancelled)),
            ]
        }
        if let alert = state.list.alert {
            var bindings: [KeyBinding<Action>] = []
            if alert.retry != nil { bindings.append(.keys(.character("r"), .enter, label: "r/enter", help: "retry", send: .list(.alertRetryPressed))) }
            bindings.append(.keys(.escape, label: "esc", help: "dismiss", send: .list(.alertDismissed)))
            if alert.retry == nil { bindings.append(.hidden(.enter, send: .list(.alertDismissed))) }
            return KeyMap(bindings)
        }
        if state.isSharing {
            return [.keys(.escape, .enter, label: "esc", help: "close", send: .shareClosed)]
        }
        switch state.input {
        case .search:
            return [
                .keys(.enter, .escape, label: "enter/esc", help: "done", send: .searchClosed),
                .hidden(.up, send: .cursorMoved(-1)),
                .hidden(.down, send: .cursorMoved(1)),
                KeyBinding(help: KeyHelp("ctrl-u", "clear")) { .searchEdited($0) },
            ]
        case .add:
            return [
                .keys(.enter, help: "save", send: .addSubmitted),
                .keys(.escape, help: "cancel", send: .addCancelled),
                KeyBinding(help: nil) { .addEdited($0) },
            ]
        case nil:
            break
        }
        if case .failed = state.list.phase {
            return [.verb(.retry, "retry", send: .list(.retryPressed))]
        }
        var bindings: [KeyBinding<Action>] = state.list.visibleCounters.isEmpty ? [] : [
            .help("↑↓", "move"),
            .hiddenVerb(.up, send: .cursorMoved(-1)),
            .hiddenVerb(.down, send: .cursorMoved(1)),
            .hiddenVerb(.pageUp, send: .cursorMoved(-10)),
            .hiddenVerb(.pageDown, send: .cursorMoved(10)),
            .hiddenVerb(.first, send: .cursorMovedToEnd(last: false)),
            .hiddenVerb(.last, send: .cursorMovedToEnd(last: true)),
        ]
        let highlighted = state.highlighted
        let search = KeyBinding<Action>.verb(.search, send: .searchOpened)
        let share = KeyBinding<Action>.verb(.share, primary: false, send: .shareOpened)
        if state.list.isEditing {
            // Leaving edit mode comes right after moving, so a narrow help line keeps it.
            bindings.insert(.verb(.edit, "done", also: [.escape], send: .list(.doneEditingPressed)), at: min(1, bindings.count))
            if let id = highlighted?.id {
                bindings.append(.verb(.toggle, send: .list(.selectionToggled(id))))
            }
            // NB: Ctrl-A, not a letter: a stray `a` must not select every counter for `d`.
            bindings.append(.verb(.selectAll, send: .list(.selectAllPressed)))
            if !state.list.selection.isEmpty {
                bindings.append(.verb(.delete, "delete…", send: .list(.deletePressed)))
            }
            bindings.append(search)
            if !state.list.searchText.isEmpty {
                bindings.append(.keys(.ctrl("u"), help: "clear search", primary: false, send: .list(.searchChanged(""))))
            }
            bindings.append(share)
            return KeyMap(bindings)
        }
        if let id = highlighted?.id {
            bindings.append(.verb(.more, "count", send: .list(.incrementPressed(id))))
            bindings.append(.hiddenVerb(.less, send: .list(.decrementPressed(id))))
        }
        bindings.append(.verb(.new, "new counter", send: .addOpened))
        bindings.append(search)
        if !state.list.searchText.isEmpty {
            // Esc clears the search before it leaves the app.
            bindings.append(.keys(.escape, .ctrl("u"), label: "esc", help: "clear search", send: .list(.searchChanged(""))))
        }
        if state.list.canEdit {
            bindings.append(.verb(.edit, send: .list(.editPressed)))
        }
        bindings.append(share)
        bindings.append(.verb(.retry, "sync now", primary: false, send: .list(.refreshPressed)))
        return KeyMap(bindings)
    }

    // MARK: - Mouse and reloads

    /// A click on a row highlights it (and in edit mode selects it or not); the alert's and the
    /// confirmation's buttons are the shell's.
    static func clicked(_ target: ClickTarget, state: State) -> Action? {
        guard target.name == "row", !capturesKeys(state) || state.input == .search else { return nil }
        return .rowClicked(target.index)
    }

    static func scrolled(_ state: State, by rows: Int) -> Action? {
        state.list.visibleCounters.isEmpty ? nil : .cursorMoved(rows)
    }

    /// The list as the database has it now (the CLI or another kiosk may have changed it).
    static func reloadAction(_ state: State) -> Action? {
        state.list.phase == .loaded ? .list(.shownAgain) : nil
    }
}
