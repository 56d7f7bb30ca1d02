import Presentation
import TerminalUI

/// A Counters alert drawn as a box over the list: the title naming the counter, why, and
/// "Retry" when it can help.
struct AlertBox {
    /// The alert.
    var alert: CountersAlert

    /// Draws the box centred in `rect`, dimming the list behind it.
    func render(into frame: inout Frame, in rect: Rect) {
        frame.restyle(rect) { $0.dim = true }
        frame.removeTargets(intersecting: rect)
        let width = min(rect.width, 56)
        let title = Dialog.wrap(alert.title, width: width - 4)
        let message = Dialog.wrap(alert.message, width: width - 4)
        let box = rect.centered(Size(width: width, height: title.count + message.count + 5))
        let inside = frame.box(box, title: "Counters", style: Style(foreground: Theme.error, bold: true))
        guard !inside.isEmpty else { return }
        let text = inside.insetBy(dx: 1, dy: 0)
        var row = 1
        for line in title where row < inside.height - 1 {
            frame.text(line, in: text.row(row), style: .plain.bolded)
            row += 1
        }
        for line in message where row < inside.height - 1 {
            frame.text(line, in: text.row(row))
            row += 1
        }
        var buttons = [Span("[esc] Dismiss", style: .plain.bolded)]
        if alert.retry != nil { buttons = [Span("[r] Retry", style: Style(foreground: Theme.accent, bold: true, reverse: true)), Span("   ")] + buttons }
        frame.line(buttons, in: text.row(inside.height - 1), alignment: .center)
        // Retry is what Enter does, Dismiss what Esc does.
        let names = alert.retry != nil ? [0: Dialog.confirmTarget, 2: Dialog.cancelTarget] : [0: Dialog.cancelTarget]
        frame.addTargets(for: buttons, in: text.row(inside.height - 1), alignment: .center, names: names)
    }
}
