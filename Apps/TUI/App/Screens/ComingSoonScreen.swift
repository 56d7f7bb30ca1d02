import Presentation
import TerminalUI

/// The screen of an app whose screens are not in this build: says so, and Esc goes back.
enum ComingSoonScreen: Screen {
    /// A view model with nothing to do: the state is the app, no action exists.
    enum Feature: Reducer {
        /// Nothing is needed.
        struct Environment: Sendable {}

        static func reduce(_ state: inout KioskApp, _ action: Never, _ environment: Environment) -> Effect<Never> {}
    }

    static func title(_ state: KioskApp) -> String { "Kiosk › \(state.title)" }

    static func body(_ state: KioskApp, into frame: inout Frame, area: Rect, context: ScreenContext) {
        let middle = area.y + area.height / 2 - 1
        frame.text(state.title, in: Rect(x: area.x, y: middle, width: area.width, height: 1), style: .plain.bolded, alignment: .center)
        frame.text("This app's screens are not in this build yet.", in: Rect(x: area.x, y: middle + 1, width: area.width, height: 1), style: .plain.dimmed, alignment: .center)
    }

    static func keyMap(_ state: KioskApp) -> KeyMap<Never> { [] }
}
