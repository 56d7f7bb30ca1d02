import Presentation
import TerminalUI

/// The home screen: the three apps, one highlighted; `enter` or a digit opens one.
enum HomeScreen: Screen {
    typealias Feature = HomeFeature

    static func title(_ state: HomeFeature.State) -> String { "Kiosk" }

    static func body(_ state: HomeFeature.State, into frame: inout Frame, area: Rect, context: ScreenContext) {
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
            frame.addTarget("app", index: index, in: Rect(x: content.x, y: content.y + row, width: content.width, height: 2))
        }
    }

    static func keyMap(_ state: HomeFeature.State) -> KeyMap<HomeFeature.Action> {
        [
            .help("↑↓", "move"),
            .hiddenVerb(.up, send: .moveUp),
            .hiddenVerb(.down, send: .moveDown),
            .hidden(.backTab, send: .moveUp),
            .hidden(.tab, send: .moveDown),
            .verb(.open, send: .openPressed),
            .digits(help: KeyHelp("1-\(state.apps.count)", "open app")) { digit in
                guard let number = digit.wholeNumberValue, (1...state.apps.count).contains(number) else { return nil }
                return .appPicked(number - 1)
            },
            .verb(.quit, send: .quitPressed),
        ]
    }

    /// A click on an app opens it.
    static func clicked(_ target: ClickTarget, state: HomeFeature.State) -> HomeFeature.Action? {
        target.name == "app" && state.apps.indices.contains(target.index) ? .appPicked(target.index) : nil
    }

    /// The wheel moves the highlight, one app a notch.
    static func scrolled(_ state: HomeFeature.State, by rows: Int) -> HomeFeature.Action? {
        rows < 0 ? .moveUp : .moveDown
    }

    static func isQuitting(_ state: HomeFeature.State) -> Bool { state.isQuitting }

    /// The shared database being away: the apps that wait for it, and that it is tried again.
    static func banner(_ state: HomeFeature.State, context: ScreenContext) -> Banner? {
        state.sharedStoreBanner.map { Banner(.error, $0) }
    }

    /// The shared database is checked again on the screen's timer, and when the home screen
    /// is shown again: the banner goes when it is back.
    static func reloadAction(_ state: HomeFeature.State) -> HomeFeature.Action? { .appeared }
}
