import Foundation
import Presentation
import TerminalUI

/// The orders placed at this kiosk ("ORDERS"), newest first: number, date, items and total,
/// then what each held.
enum PizzaOrdersPage {
    typealias Action = PizzaScreenFeature.Action

    static let heading = "ORDERS"

    static func body(_ orders: PizzaOrdersFeature.State, cursor: Int, into frame: inout Frame, area: Rect) {
        let items = orders.items
        PizzaStyle.heading(heading, trailing: items.isEmpty ? "" : Plural.count(items.count, "order"), into: &frame, area: area)
        let content = area.splitTop(2).rest
        if let placeholder = orders.placeholder {
            let lines: [(String, Style)] = placeholder.kind == .loading
                ? [(placeholder.title, .plain.dimmed)]
                : [(placeholder.title, .plain.bolded)] + (placeholder.detail.map { [($0, .plain.dimmed)] } ?? [])
            PizzaStyle.centered(lines, into: &frame, area: content)
            return
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        var row = 0
        // The highlighted order comes first on screen, so a long history scrolls by order.
        for (index, order) in items.enumerated().dropFirst(min(cursor, items.count - 1)) where row < content.height {
            let (left, right) = content.row(row).splitLeft(max(0, content.width - order.total.formatted.terminalWidth))
            frame.line([
                Span(index == cursor ? "› " : "  ", style: PizzaStyle.marker),
                Span("Order #\(order.id)", style: .plain.bolded),
                Span("  \(formatter.string(from: order.placedAt))  \(PizzaStyle.items(order.totalQuantity))", style: .plain.dimmed),
            ], in: left)
            frame.text(order.total.formatted, in: right, style: PizzaStyle.price, alignment: .trailing)
            frame.addTarget("row", index: index, in: content.row(row))
            row += 1
            for line in order.lines where row < content.height {
                frame.text("    \(line.quantity) × \(line.item.name)  \(line.total.formatted)", in: content.row(row), style: .plain.dimmed)
                row += 1
            }
            row += 1
        }
    }

    static func keyMap(_ orders: PizzaOrdersFeature.State) -> [KeyBinding<Action>] {
        orders.items.isEmpty ? [] : PizzaScreenFeature.moveKeys()
    }
}
