import Foundation
import Presentation
import TerminalUI

/// The drinks ("DRINKS"): each drink with its price and a yellow "+" that adds it to the cart.
enum PizzaDrinksPage {
    typealias Action = PizzaScreenFeature.Action

    static let heading = "DRINKS"

    static func body(_ drinks: PizzaDrinksFeature.State, cursor: Int, into frame: inout Frame, area: Rect) {
        PizzaStyle.heading(heading, into: &frame, area: area)
        let list = area.splitTop(2).rest
        var view = ListView(count: drinks.drinks.count, selection: cursor, emptyText: "No drinks on the menu")
        view.highlight = { $0.bold = true }
        view.render(into: &frame, in: list) { index, rect, frame in
            let drink = drinks.drinks[index]
            let isSelected = index == cursor
            let plus = PizzaStyle.button("+", style: PizzaStyle.addButton)
            let width = min(rect.width, 56)
            let (row, button) = Rect(x: rect.x, y: rect.y, width: width, height: 1).splitLeft(width - plus.text.terminalWidth - 1)
            PizzaStyle.leader([
                Span(isSelected ? "› " : "  ", style: PizzaStyle.marker),
                Span(drink.name, style: isSelected ? Style(bold: true, reverse: true) : .plain),
            ], price: drink.price.formatted, into: &frame, row: row)
            frame.line([plus], in: button, alignment: .trailing)
            frame.addTargets(for: [plus], in: button, alignment: .trailing, names: [0: "add"], index: index)
        }
    }

    static func keyMap(_ drinks: PizzaDrinksFeature.State, cursor: Int, page: Int) -> [KeyBinding<Action>] {
        guard drinks.drinks.indices.contains(cursor) else { return [] }
        let add = Action.app(.page(page, .drinks(.addPressed(drinks.drinks[cursor].id))))
        return PizzaScreenFeature.moveKeys() + [
            .verb(.open, "add to cart", send: add),
            .hiddenVerb(.addToCart, send: add),
        ]
    }
}
