import Foundation
import Presentation
import TerminalUI

/// The thank-you after the server accepted an order: the spec's "Thank you for your order!",
/// the order's number, items and total, what was ordered, and Enter for a new order.
enum PizzaThankYouPage {
    typealias Action = PizzaScreenFeature.Action

    static let newOrderHint = "enter  New order"

    static func body(_ thankYou: PizzaThankYouFeature.State, into frame: inout Frame, area: Rect) {
        var lines: [(String, Style)] = [
            (PizzaThankYouFeature.State.message, PizzaStyle.thankYou),
            ("", .plain),
            (thankYou.summary, .plain.bolded),
            ("", .plain),
        ]
        // What was ordered, as long as it leaves room for the hint.
        let room = max(0, area.height - lines.count - 2)
        let ordered = thankYou.order.lines.map { line in
            ("\(line.quantity) × \(line.item.name)  \(line.total.formatted)", Style.plain.dimmed)
        }
        if ordered.count <= room {
            lines += ordered
        } else if room > 0 {
            lines += ordered.prefix(room - 1) + [("and \(ordered.count - room + 1) more", .plain.dimmed)]
        }
        lines += [("", .plain), (newOrderHint, Style(foreground: Theme.accent, bold: true))]
        PizzaStyle.centered(lines, into: &frame, area: area)
    }

    static func keyMap(_ thankYou: PizzaThankYouFeature.State, page: Int) -> [KeyBinding<Action>] {
        [.verb(.open, "new order", send: .app(.page(page, .thankYou(.newOrderPressed))))]
    }
}
