import Foundation
import Presentation
import TerminalUI

/// The pizza editor (the pizza's name, or "CREATE A PIZZA"): every ingredient of the menu with
/// its price, a check mark on the chosen ones, and the yellow "ADD TO CART ($x)" button whose
/// price follows the choice; the pizza's picture at the right of the list when pictures are
/// drawn and the terminal is wide enough (nothing for a pizza without one).
@MainActor
enum PizzaEditorPage {
    typealias Action = PizzaScreenFeature.Action

    /// What the button row says when the pizza cannot be added yet.
    static let noIngredientText = "Pick at least one ingredient"
    static let unknownIngredientText = "Lists an ingredient the menu lacks"
    /// The picture's size: columns × rows.
    static let pictureSize = Size(width: 16, height: 8)
    /// The widest the ingredient rows get: a long row of dots reads badly on a wide terminal.
    static let rowWidth = 56

    static func body(_ editor: PizzaEditorFeature.State, cursor: Int, into frame: inout Frame, area: Rect, pictures: PictureBoard? = nil) {
        let chosen = editor.rows.filter(\.isSelected).count
        PizzaStyle.heading(editor.title, trailing: "\(chosen) of \(editor.rows.count) ingredients", into: &frame, area: area)
        var (list, bottom) = area.splitTop(2).rest.splitBottom(2)
        if let pictures, let url = editor.pizza.imageURL, list.width >= rowWidth + 2 + pictureSize.width {
            // Beside the rows, not at the far edge of a wide terminal.
            let box = Rect(x: list.x + rowWidth + 2, y: list.y, width: pictureSize.width, height: min(list.height, pictureSize.height))
            if pictures.draw(url, into: &frame, in: box) != .none {
                list = list.splitLeft(rowWidth).left
            }
        }
        // The button sits under the last ingredient, not at the foot of a tall terminal.
        let rows = Rect(x: list.x, y: list.y, width: list.width, height: min(list.height, max(1, editor.rows.count)))
        drawRows(editor, cursor: cursor, into: &frame, area: rows)
        drawButtonRow(editor, into: &frame, row: Rect(x: bottom.x, y: min(rows.maxY + 1, bottom.y + 1), width: bottom.width, height: 1))
    }

    private static func drawRows(_ editor: PizzaEditorFeature.State, cursor: Int, into frame: inout Frame, area: Rect) {
        let rows = editor.rows
        var list = ListView(count: rows.count, selection: cursor, emptyText: "The menu lists no ingredients")
        list.highlight = { $0.bold = true }
        list.render(into: &frame, in: area) { index, rect, frame in
            let row = rows[index]
            let isSelected = index == cursor
            let width = min(rect.width, rowWidth)
            PizzaStyle.leader([
                Span(isSelected ? "› " : "  ", style: PizzaStyle.marker),
                Span(row.isSelected ? "[✓] " : "[ ] ", style: row.isSelected ? PizzaStyle.checkMark : .plain.dimmed),
                Span(row.ingredient.name, style: isSelected ? Style(bold: true, reverse: true) : .plain),
            ], price: "+" + row.ingredient.price.formatted, into: &frame, row: Rect(x: rect.x, y: rect.y, width: width, height: 1))
        }
    }

    private static func drawButtonRow(_ editor: PizzaEditorFeature.State, into frame: inout Frame, row: Rect) {
        let button = PizzaStyle.button(editor.addButtonTitle, style: editor.canAddToCart ? PizzaStyle.addButton : PizzaStyle.disabledButton)
        let (left, right) = row.splitLeft(max(0, row.width - button.text.terminalWidth))
        let note: Span
        if editor.pizza.ingredients.isEmpty {
            note = Span(noIngredientText, style: .plain.dimmed)
        } else if !editor.canAddToCart {
            note = Span(unknownIngredientText, style: Style(foreground: Theme.error))
        } else {
            note = Span("Base \(editor.menu.basePrice.formatted) + ingredients", style: .plain.dimmed)
        }
        frame.line([note], in: Rect(x: left.x, y: left.y, width: max(0, left.width - 1), height: 1))
        frame.line([button], in: right, alignment: .trailing)
        frame.addTargets(for: [button], in: right, alignment: .trailing, names: [0: "add"])
    }

    static func keyMap(_ editor: PizzaEditorFeature.State, cursor: Int, page: Int) -> [KeyBinding<Action>] {
        let send = { (action: PizzaEditorFeature.Action) in Action.app(.page(page, .editor(action))) }
        var bindings = PizzaScreenFeature.moveKeys()
        if editor.menu.ingredients.indices.contains(cursor) {
            bindings.append(.verb(.toggle, "on/off", send: send(.ingredientToggled(editor.menu.ingredients[cursor].id))))
        }
        bindings.append(.verb(.open, "add to cart", send: send(.addToCartPressed)))
        bindings.append(.hiddenVerb(.addToCart, send: send(.addToCartPressed)))
        return bindings
    }
}
