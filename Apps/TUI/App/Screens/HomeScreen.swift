import Presentation
import TerminalUI

/// The home screen: the three apps, one highlighted.
enum HomeScreen {
    /// The frame for `state` at `size`.
    static func render(_ state: HomeState, in size: Size) -> Frame {
        var frame = Frame(size: size)
        if let notice = Chrome.tooSmallNotice(size) { return notice }
        Chrome.titleBar(&frame, title: "Kiosk", right: "v\(KioskVersionText.current)")
        frame.put("Pick an app:", x: 2, y: 2, style: .plain.bolded)
        for (index, app) in state.apps.enumerated() {
            let y = 4 + index * 3
            let selected = index == state.selection
            let marker = selected ? "›" : " "
            let style = selected ? Style(foreground: Theme.accent, bold: true) : Style.plain
            frame.put("\(marker) \(index + 1)  \(app.title)", x: 2, y: y, style: style)
            frame.put(app.summary, x: 7, y: y + 1, style: .plain.dimmed, maxWidth: size.width - 9)
        }
        if let opened = state.opened {
            frame.put("\(opened.title) is not in this build yet.", x: 2, y: 4 + state.apps.count * 3, style: Style(foreground: Theme.warning))
        }
        Chrome.helpLine(&frame, keys: [("↑↓", "move"), ("enter", "open"), ("1-3", "pick"), ("q", "quit")])
        return frame
    }

    /// The action a key means on this screen, if any.
    static func action(for key: Key, in state: HomeState) -> HomeAction? {
        switch key {
        case .up, .character("k"): return .moveUp
        case .down, .character("j"), .tab: return .moveDown
        case .enter: return .openPressed
        case .character("q"), .escape: return .quitPressed
        case let .character(c) where ("1"..."9").contains(c): return .appPicked(Int(String(c))! - 1)
        default: return nil
        }
    }
}
