import Foundation
import Presentation
import TerminalUI

/// The signed-in employee's orders and account.
extension WineScreen {
    // MARK: - Orders

    static func ordersBody(_ state: State, into frame: inout Frame, area: Rect) {
        let orders = state.app.orders
        if let placeholder = orders.placeholder {
            centered([(placeholder.title, .plain.dimmed)], into: &frame, area: area)
            return
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        var row = 1
        for order in orders.items where row < area.height {
            frame.line([
                Span(order.id, style: Style(foreground: Theme.accent, bold: true)),
                Span("  \(formatter.string(from: order.placedAt))  ", style: .plain.dimmed),
                Span("\(bottles(order.totalQuantity)), \(order.total.formatted)", style: .plain.bolded),
            ], in: area.row(row))
            row += 1
            for line in order.lines where row < area.height {
                let price = line.total?.formatted ?? "no price"
                let (left, right) = area.row(row).splitLeft(max(0, area.width - price.terminalWidth - 1))
                frame.text("   \(line.quantity) × \(line.name)", in: left)
                frame.text(price, in: right, style: line.total == nil ? .plain.dimmed : .plain, alignment: .trailing)
                row += 1
            }
            row += 1
        }
    }

    // MARK: - Account

    static func accountBody(_ state: State, into frame: inout Frame, area: Rect) {
        let form = state.app.account
        let width = min(area.width, 64)
        let box = area.centered(Size(width: width, height: min(area.height, 17)))
        let inside = frame.box(box, title: "Your account", style: Style(foreground: Theme.accent))
        guard inside.height >= 13 else { return }
        let text = inside.insetBy(dx: 2, dy: 0)
        let names: [WineAccountFeature.Field: String] = [
            .oldPIN: "oldPIN", .newPIN: "newPIN", .firstName: "firstName", .lastName: "lastName", .removalPIN: "pin",
        ]
        let rows: [(WineAccountFeature.Field, String, String, Bool, Int)] = [
            (.oldPIN, "PIN now", form.oldPIN, true, 1),
            (.newPIN, "New PIN", form.newPIN, true, 2),
            (.firstName, "First name", form.firstName, false, 5),
            (.lastName, "Last name", form.lastName, false, 6),
            (.removalPIN, "Your PIN", form.removalPIN, true, 10),
        ]
        frame.text("Change your PIN", in: text.row(0), style: .plain.bolded)
        frame.text("Change your name", in: text.row(4), style: .plain.bolded)
        frame.text("Remove yourself (your orders are kept)", in: text.row(9), style: Style(foreground: Theme.error, bold: true))
        for (field, label, value, isPIN, row) in rows {
            self.field(label, text: value, placeholder: isPIN ? PIN.rule.summary : "", focused: state.accountFocus == field,
                       mask: isPIN ? "•" : nil, labelWidth: 12, fieldWidth: isPIN ? 15 : max(8, text.width - 12),
                       isInvalid: form.error?.field == names[field], into: &frame, row: text.row(row))
        }
        let status = form.isSaving ? "Saving…" : form.saved ?? "tab moves between fields; enter saves the part you are in"
        frame.text(status, in: text.row(12), style: form.saved == nil ? .plain.dimmed : Style(foreground: Theme.accent, bold: true))
    }

    static func accountKeys(_ state: State) -> [KeyBinding<Action>] {
        let save = switch state.accountFocus {
        case .oldPIN, .newPIN: "change PIN"
        case .firstName, .lastName: "rename"
        case .removalPIN: "remove me"
        }
        return [
            .keys(.enter, help: save, send: .accountSubmitted),
            .keys(.tab, .down, label: "tab/↓", help: "next field", send: .focusMoved(1)),
            .hidden(.backTab, .up, send: .focusMoved(-1)),
            .keys(.escape, help: "back", send: .app(.back)),
            fieldKeys(),
        ]
    }
}
