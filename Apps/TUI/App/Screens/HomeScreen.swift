import Presentation
import TerminalUI

/// The home screen: the three apps, one highlighted; `enter` or a digit opens one.
enum HomeScreen: Screen {
    typealias Feature = HomeFeature

    static func title(_ state: HomeState) -> String { "Kiosk" }

    static func body(_ state: HomeState, into frame: inout Frame, area: Rect, context: ScreenContext) {
        let content = area.insetBy(dx: 1, dy: 0)
        frame.text("Pick an app:", in: content.row(1), style: .plain.bolded)
        for (index, app) in state.apps.enumerated() {
            let row = 3 + index * 3
            guard row + 1 < content.height else { break }
            let selected = index == state.selection
            let style = selected ? Style(foreground: Theme.accent, bold: true) : Style.plain
            frame.text("\(selected ? "›" : " ") \(index + 1)  \(app.title)", in: content.row(row), style: style)
            let summary = content.row(row + 1).splitLeft(5).rest
            frame.text(app.summary, in: summary, style: .plain.dimmed)
        }
    }

    static func keyMap(_ state: HomeState) -> KeyMap<HomeAction> {
        [
            .help("↑↓", "move"),
            .hidden(.up, .character("k"), .backTab, send: .moveUp),
            .hidden(.down, .character("j"), .tab, send: .moveDown),
            .keys(.enter, help: "open", send: .openPressed),
            KeyBinding(help: KeyHelp("1-\(state.apps.count)", "pick")) { key in
                guard case let .character(c) = key, let digit = c.wholeNumberValue, (1...state.apps.count).contains(digit) else { return nil }
                return .appPicked(digit - 1)
            },
            .keys(.character("q"), help: "quit", send: .quitPressed),
        ]
    }

    static func isQuitting(_ state: HomeState) -> Bool { state.isQuitting }
}
