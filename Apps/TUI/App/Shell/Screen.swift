import Foundation
import Presentation
import TerminalUI

/// A TUI screen over one view model: a pure drawing of its state, a key map from keys to the
/// view model's actions, and a few optional hooks. Conformers are caseless enums.
///
/// A screen draws only its body; `render(_:context:)` adds what every screen shares: the
/// title bar, the "API unreachable" banner with `r` to retry, a notice banner, the help line,
/// the `?` overlay and the "terminal too small" notice. `route(_:state:context:)` decides
/// what a key does, shell keys included. Both are pure, so snapshot tests call them directly.
@MainActor
protocol Screen {
    /// The view model.
    associatedtype Feature: Reducer

    /// The title bar's text.
    static func title(_ state: Feature.State) -> String
    /// Draws the screen's own content into `area` (between the banners and the help line).
    static func body(_ state: Feature.State, into frame: inout Frame, area: Rect, context: ScreenContext)
    /// The screen's keys, in the order help lists them.
    static func keyMap(_ state: Feature.State) -> KeyMap<Feature.Action>

    /// Set when the app's API cannot be reached: the banner and the retry action.
    static func unreachable(_ state: Feature.State) -> Unreachable<Feature.Action>?
    /// A notice or error to show under the title (validation errors, "ADDED TO CART").
    static func banner(_ state: Feature.State, context: ScreenContext) -> Banner?
    /// Draws over everything else, e.g. a confirmation dialog (the help overlay excepted).
    static func overlay(_ state: Feature.State, into frame: inout Frame, area: Rect, context: ScreenContext)
    /// The action to send on a clock tick, for state that changes with time.
    static func tickAction(_ state: Feature.State, now: Date) -> Feature.Action?
    /// Whether a text field or a dialog has the keyboard: then only the key map (and Ctrl-C)
    /// acts, so `?`, `r` and `q` can be typed and a dialog cannot be dismissed by accident.
    static func capturesKeys(_ state: Feature.State) -> Bool
    /// Whether a confirmation (a `Dialog`) is up: its answer is taken only while the terminal
    /// shows it (`ScreenContext.isConfirmationOnScreen`).
    static func isConfirming(_ state: Feature.State) -> Bool
    /// Whether the state asks the program to end.
    static func isQuitting(_ state: Feature.State) -> Bool
    /// The action that reads what the screen shows afresh from the local store, without the
    /// network, so changes another process made (the CLI, another kiosk) show: sent on a timer,
    /// on Ctrl-L and when the program resumes after Ctrl-Z. `nil` when nothing needs it now.
    static func reloadAction(_ state: Feature.State) -> Feature.Action?
    /// The action for a turn of the wheel: `rows` up (negative) or down, on the list shown.
    static func scrolled(_ state: Feature.State, by rows: Int) -> Feature.Action?
    /// The action for a click on a target the screen drew (a row, a button); dialog buttons
    /// are the shell's (they do what `enter` and `esc` do).
    static func clicked(_ target: ClickTarget, state: Feature.State) -> Feature.Action?
    /// The action for any key, click or turn of the wheel, sent before what the key does: the
    /// person is there (the Wine Club's idle sign-out counts from it).
    static func touchedAction(_ state: Feature.State) -> Feature.Action?
}

extension Screen {
    static func unreachable(_ state: Feature.State) -> Unreachable<Feature.Action>? { nil }
    static func banner(_ state: Feature.State, context: ScreenContext) -> Banner? { nil }
    static func overlay(_ state: Feature.State, into frame: inout Frame, area: Rect, context: ScreenContext) {}
    static func tickAction(_ state: Feature.State, now: Date) -> Feature.Action? { nil }
    static func capturesKeys(_ state: Feature.State) -> Bool { false }
    static func isConfirming(_ state: Feature.State) -> Bool { false }
    static func isQuitting(_ state: Feature.State) -> Bool { false }
    static func reloadAction(_ state: Feature.State) -> Feature.Action? { nil }
    static func scrolled(_ state: Feature.State, by rows: Int) -> Feature.Action? { nil }
    static func clicked(_ target: ClickTarget, state: Feature.State) -> Feature.Action? { nil }
    static func touchedAction(_ state: Feature.State) -> Feature.Action? { nil }

    /// How many rows a notch of the wheel scrolls.
    static var wheelRows: Int { 3 }

    // MARK: - Rendering

    /// The whole screen for `state`: chrome, banners, body, help line and overlays.
    static func render(_ state: Feature.State, context: ScreenContext) -> Frame {
        let size = context.size
        if let notice = Chrome.tooSmallNotice(size) { return notice }
        var frame = Frame(size: size)
        Chrome.titleBar(&frame, title: title(state))
        let help = HelpLine(keyMap(state).help, trailing: shellHelpEntries(state, context: context))
        var (area, helpRows) = Rect(size).splitTop(1).rest.splitBottom(help.rowCount(width: size.width))
        if let unreachable = unreachable(state) {
            let (row, rest) = area.splitTop(1)
            Banner(.error, unreachable.message, hint: "r retry").render(into: &frame, in: row)
            area = rest
        }
        if let banner = banner(state, context: context) {
            let (row, rest) = area.splitTop(1)
            banner.render(into: &frame, in: row)
            area = rest
        }
        body(state, into: &frame, area: area.insetBy(dx: 1, dy: 0), context: context)
        overlay(state, into: &frame, area: area, context: context)
        help.render(into: &frame, in: helpRows)
        if context.isShowingHelp {
            frame.removeTargets(intersecting: frame.bounds)
            HelpOverlay(title: "Keys: \(title(state))", entries: allHelpEntries(state, context: context)).render(into: &frame, in: area)
        }
        return frame
    }

    /// The help line's entries: the screen's, then the shell's.
    static func helpEntries(_ state: Feature.State, context: ScreenContext) -> [KeyHelp] {
        keyMap(state).help + shellHelpEntries(state, context: context)
    }

    /// The shell's keys, always on the help line: retry, back, `?` (none while the screen
    /// captures keys).
    static func shellHelpEntries(_ state: Feature.State, context: ScreenContext) -> [KeyHelp] {
        guard !capturesKeys(state) else { return [] }
        var entries: [KeyHelp] = []
        if unreachable(state) != nil { entries.append(KeyHelp("r", "retry")) }
        // NB: a screen that binds Esc itself (leave edit mode) already lists it.
        if context.canGoBack, keyMap(state).action(for: .escape) == nil { entries.append(KeyHelp("esc", "back")) }
        entries.append(KeyHelp("?", "help"))
        return entries
    }

    /// Every entry, for the `?` overlay: the screen's, then the keys of every screen.
    static func allHelpEntries(_ state: Feature.State, context: ScreenContext) -> [KeyHelp] {
        var entries = helpEntries(state, context: context).map { KeyHelp($0.keys, $0.description) }
        let own = Set(entries.map(\.keys))
        entries += GlobalKeys.entries.filter { !own.contains($0.keys) && (!capturesKeys(state) || $0.keys != "q") }
        return entries
    }

    // MARK: - Keys

    /// What `key` does on this screen.
    ///
    /// In order: Ctrl-C quits; nothing else acts while the terminal is too small (it shows
    /// only a notice), nor on a confirmation the terminal did not show when the key came; the
    /// mouse (`routeMouse`); with the overlay open any key closes it; then the screen's key
    /// map; then, unless the screen captures keys, `?` for help, `r` to retry when the API is
    /// unreachable, Esc to go back and `q` to quit.
    ///
    /// - Parameter target: for a click, what the frame shown has under it.
    static func route(_ key: Key, state: Feature.State, context: ScreenContext, target: ClickTarget? = nil) -> ShellCommand<Feature.Action> {
        if key == .ctrl("c") { return .quit }
        // NB: a key acts only on what is seen. At 40×10 `p` then `y` placed a Wine order that
        // nobody saw asked, and a `y` typed ahead of the dialog's drawing would do the same.
        if Chrome.isTooSmall(context.size) { return .ignore }
        if isConfirming(state), !context.isShowingHelp, context.isConfirmationOnScreen == false { return .ignore }
        if case let .mouse(event) = key { return routeMouse(event, state: state, context: context, target: target) }
        if context.isShowingHelp { return .toggleHelp }
        let map = keyMap(state)
        if let action = map.action(for: key) { return .send(action) }
        if capturesKeys(state) { return .ignore }
        switch Verb.meaning(of: key) {
        case Verb.help?: return .toggleHelp
        case Verb.retry?:
            if let unreachable = unreachable(state) { return .send(unreachable.retry) }
            return .ignore
        case Verb.back?: return context.canGoBack ? .back : .ignore
        case Verb.quit?: return .quit
        default: return .ignore
        }
    }

    /// What the mouse does: with the overlay open a click closes it; the wheel scrolls the list
    /// shown (`scrolled`); a click on a dialog's button does what `enter` or `esc` does there;
    /// a click on anything else the screen drew is the screen's (`clicked`).
    static func routeMouse(_ event: MouseEvent, state: Feature.State, context: ScreenContext, target: ClickTarget?) -> ShellCommand<Feature.Action> {
        if event.wheelStep != 0 {
            if context.isShowingHelp { return .ignore }
            return scrolled(state, by: event.wheelStep * wheelRows).map { .send($0) } ?? .ignore
        }
        guard case .press(.left) = event.kind else { return .ignore }
        if context.isShowingHelp { return .toggleHelp }
        guard let target else { return .ignore }
        switch target.name {
        case Dialog.confirmTarget: return route(.enter, state: state, context: context)
        case Dialog.cancelTarget: return route(.escape, state: state, context: context)
        default: return clicked(target, state: state).map { .send($0) } ?? .ignore
        }
    }
}
