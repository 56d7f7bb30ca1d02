import Foundation
import Presentation
import TerminalUI

/// The cart ("CART"): each line with a red ✕, its name, what a pizza is made of, the quantity
/// and the line's price; the bold TOTAL; the DRINKS and red CHECKOUT buttons.
enum PizzaCartPage {
    typealias Action = PizzaScreenFeature.Action

    static let heading = "CART"
    static let loadingText = CartWording.loading
    static let emptyTitle = CartWording.empty
    static let emptyHint = "Esc goes back to the menu"
    static let sendingText = "Sending your order…"

    static func body(_ cart: PizzaCartFeature.State, cursor: Int, typing: TextFieldState? = nil, hasDrinks: Bool, into frame: inout Frame, area: Rect) {
        PizzaStyle.heading(heading, trailing: cart.cart.isEmpty ? "" : PizzaStyle.items(cart.cart.totalQuantity), into: &frame, area: area)
        var content = area.splitTop(2).rest
        // NB: an order that may have gone through is said above the lines it may have held.
        if let warning = cart.cart.checkoutWarning, cart.isLoaded {
            let lines = Dialog.wrap(warning, width: max(1, content.width)).prefix(3)
            for (offset, line) in lines.enumerated() {
                frame.text(line, in: content.row(offset), style: Style(foreground: Theme.error, bold: true))
            }
            content = content.splitTop(lines.count + 1).rest
        }
        guard cart.isLoaded else {
            PizzaStyle.centered([(loadingText, .plain.dimmed)], into: &frame, area: content)
            return
        }
        guard !cart.cart.isEmpty else {
            PizzaStyle.centered([(emptyTitle, .plain.bolded), (emptyHint, .plain.dimmed)], into: &frame, area: content)
            return
        }
        // Below the lines: a rule, TOTAL, a blank row and the buttons.
        let (list, footer) = content.splitBottom(4)
        let lines = cart.cart.lines
        let rows = Rect(x: list.x, y: list.y, width: list.width, height: min(list.height, lines.count))
        var view = ListView(count: lines.count, selection: cursor)
        view.highlight = { $0.bold = true }
        view.render(into: &frame, in: rows) { index, rect, frame in
            drawLine(lines[index], isSelected: index == cursor, typing: index == cursor ? typing : nil, into: &frame, rect: rect)
        }
        // The red ✕ of each line removes it, as on the original cart.
        for (offset, index) in ListView.window(selection: cursor, count: lines.count, height: rows.height).enumerated() {
            frame.addTarget("remove", index: index, in: Rect(x: rows.x + 2, y: rows.y + offset, width: 1, height: 1))
        }
        let total = cart.cart.total.formatted
        let ruleRow = Rect(x: footer.x, y: min(rows.maxY, footer.y), width: footer.width, height: 1)
        frame.text(String(repeating: "─", count: ruleRow.width), in: ruleRow, style: .plain.dimmed)
        let totalRow = Rect(x: ruleRow.x, y: ruleRow.y + 1, width: ruleRow.width, height: 1)
        frame.text("  TOTAL", in: totalRow, style: .plain.bolded)
        frame.text(total, in: totalRow, style: .plain.bolded, alignment: .trailing)

        // The buttons sit under TOTAL, not at the foot of a tall terminal.
        let buttons = Rect(x: footer.x, y: totalRow.y + 2, width: footer.width, height: 1)
        let checkout = cart.isCheckingOut
            ? PizzaStyle.button(sendingText, style: PizzaStyle.disabledButton)
            : PizzaStyle.button("CHECKOUT (\(total))", style: PizzaStyle.checkoutButton)
        let hint = cart.isCheckingOut ? "" : "p "
        if hasDrinks {
            let drinks = [PizzaStyle.button("DRINKS", style: Style(bold: true, reverse: true)), Span(" b", style: .plain.dimmed)]
            frame.line(drinks, in: buttons)
            frame.addTargets(for: drinks, in: buttons, names: [0: "drinks"])
        }
        let checkoutSpans = [Span(hint, style: .plain.dimmed), checkout]
        frame.line(checkoutSpans, in: buttons, alignment: .trailing)
        if !cart.isCheckingOut { frame.addTargets(for: checkoutSpans, in: buttons, alignment: .trailing, names: [1: "checkout"]) }
    }

    private static func drawLine(_ line: PizzaCartLine, isSelected: Bool, typing: TextFieldState?, into frame: inout Frame, rect: Rect) {
        let price = line.total.formatted
        let quantity = typing.map { "\($0.text)▏ × \(line.item.price.formatted)   " }
            ?? (line.quantity > 1 ? "\(line.quantity) × \(line.item.price.formatted)   " : "")
        let right = quantity + price
        let (left, priceRect) = rect.splitLeft(max(0, rect.width - right.terminalWidth))
        var spans = [
            Span(isSelected ? "› " : "  ", style: PizzaStyle.marker),
            Span("✕ ", style: PizzaStyle.removeMark),
            Span(line.item.name, style: isSelected ? Style(bold: true, reverse: true) : .plain.bolded),
        ]
        if case let .pizza(pizza) = line.item, !pizza.ingredients.isEmpty {
            spans.append(Span("  " + pizza.ingredientNames, style: .plain.dimmed))
        }
        frame.line(spans, in: Rect(x: left.x, y: left.y, width: max(0, left.width - 2), height: 1))
        frame.line([Span(quantity, style: .plain.dimmed), Span(price)], in: priceRect, alignment: .trailing)
    }

    static func keyMap(_ cart: PizzaCartFeature.State, cursor: Int, typing: Bool = false, page: Int, hasDrinks: Bool) -> [KeyBinding<Action>] {
        let send = { (action: PizzaCartFeature.Action) in Action.app(.page(page, .cart(action))) }
        if typing {
            return [
                .keys(.enter, help: "set quantity", send: .quantitySubmitted),
                .keys(.escape, help: "cancel", send: .quantityCancelled),
                KeyBinding(help: nil) { key in
                    switch key {
                    case let .character(character) where character.isASCII && character.isNumber: .quantityEdited(key)
                    case .character: nil
                    default: .quantityEdited(key)
                    }
                },
            ]
        }
        if cart.isConfirmingCheckout {
            return [
                .keys(.character("y"), .enter, label: "y/enter", help: "place the order", send: send(.checkoutConfirmed)),
                .keys(.character("n"), .escape, label: "n/esc", help: "not now", send: send(.checkoutCancelled)),
            ]
        }
        var bindings: [KeyBinding<Action>] = []
        if cart.cart.lines.indices.contains(cursor) {
            let line = cart.cart.lines[cursor].id
            bindings += PizzaScreenFeature.moveKeys() + [
                .verb(.delete, "remove", send: send(.removePressed(line))),
                .verb(.more, "quantity", primary: false, send: send(.quantityStepped(line, by: 1))),
                .hiddenVerb(.less, send: send(.quantityStepped(line, by: -1))),
                .digits(help: KeyHelp("0-9", "type quantity", isPrimary: false)) { .quantityStarted($0) },
            ]
        }
        // NB: checking out asks first; no single key orders.
        if cart.canCheckout {
            bindings.append(.verb(.placeOrder, "checkout…", send: send(.checkoutPressed)))
        }
        if hasDrinks {
            bindings.append(.verb(.drinks, send: .app(.open(.drinks))))
        }
        return bindings
    }
}
