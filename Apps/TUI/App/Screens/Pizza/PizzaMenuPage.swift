import Foundation
import Presentation
import TerminalUI

/// The menu ("NENNO'S PIZZA"): one card per pizza, its name and yellow price button on the
/// first row and its ingredient names under it, its picture at the left when pictures are
/// drawn (an empty slot for a pizza without one); the loading, failed and empty states.
@MainActor
enum PizzaMenuPage {
    typealias Action = PizzaScreenFeature.Action

    /// The texts of the menu's states.
    static let heading = "NENNO'S PIZZA"
    /// A card's picture: columns × rows (a card is two rows high).
    static let thumbnailSize = Size(width: 4, height: 2)

    static func body(_ menu: PizzaMenuFeature.State, cursor: Int, into frame: inout Frame, area: Rect, pictures: PictureBoard? = nil) {
        let rows = menu.rows
        PizzaStyle.heading(heading, trailing: rows.isEmpty ? "" : "\(cursor + 1)/\(rows.count)", into: &frame, area: area)
        let list = area.splitTop(2).rest
        if !rows.isEmpty {
            drawCards(rows, selection: cursor, pictures: pictures, into: &frame, area: list)
            return
        }
        // Nothing to list: say why. A reload keeps the cards it has until the new menu lands.
        switch menu.status {
        case .idle, .loading:
            PizzaStyle.centered([(PizzaMenuFeature.State.loadingText, .plain.dimmed)], into: &frame, area: list)
        case let .failed(error):
            PizzaStyle.centered([
                (PizzaMenuFeature.State.failedTitle, .plain.bolded),
                (error.message, .plain),
                ("", .plain),
                ("r  Retry", Style(foreground: Theme.accent, bold: true)),
            ], into: &frame, area: list)
        case .loaded:
            PizzaStyle.centered([(PizzaMenuFeature.State.emptyText, .plain.dimmed)], into: &frame, area: list)
        }
    }

    /// The cards through a window that follows the selection: three rows each (a blank one
    /// between cards) when they all fit, else two.
    private static func drawCards(_ rows: [PizzaMenuRow], selection: Int, pictures: PictureBoard?, into frame: inout Frame, area: Rect) {
        let cardHeight = rows.count * 3 - 1 <= area.height ? 3 : 2
        let visible = ListView.window(selection: selection, count: rows.count, height: max(1, (area.height + 1) / cardHeight))
        for (offset, index) in visible.enumerated() {
            let top = area.y + offset * cardHeight
            guard top + 1 < area.maxY else { break }
            drawCard(rows[index], index: index, isSelected: index == selection, pictures: pictures, into: &frame,
                     rect: Rect(x: area.x, y: top, width: area.width, height: 2))
        }
    }

    private static func drawCard(_ row: PizzaMenuRow, index: Int, isSelected: Bool, pictures: PictureBoard?, into frame: inout Frame, rect: Rect) {
        let button = row.isOrderable
            ? PizzaStyle.button(row.price.formatted, style: PizzaStyle.addButton)
            : PizzaStyle.button("n/a", style: PizzaStyle.disabledButton)
        let (left, right) = rect.row(0).splitLeft(max(0, rect.width - button.text.terminalWidth - 1))
        frame.text(isSelected ? "›" : " ", in: left, style: PizzaStyle.marker)
        // With pictures the text moves right of the picture's slot, picture or not.
        let indent = pictures == nil ? 2 : 3 + thumbnailSize.width
        if let pictures, let url = row.pizza.imageURL {
            pictures.draw(url, into: &frame, in: Rect(x: rect.x + 2, y: rect.y, width: thumbnailSize.width, height: min(rect.height, thumbnailSize.height)))
        }
        let name = Rect(x: left.x + indent, y: left.y, width: max(0, left.width - indent), height: 1)
        frame.text(row.pizza.name, in: name, style: isSelected ? Style(bold: true, reverse: true) : .plain.bolded)
        frame.line([button], in: right, alignment: .trailing)
        frame.addTarget("row", index: index, in: rect)
        // The price button adds the pizza, as on the original menu.
        frame.addTargets(for: [button], in: right, alignment: .trailing, names: [0: "add"], index: index)

        let details = Rect(x: rect.x + indent, y: rect.y + 1, width: max(0, rect.width - indent - 2), height: 1)
        if row.isOrderable {
            frame.text(row.ingredientNames, in: details, style: .plain.dimmed)
        } else {
            frame.line([Span(row.ingredientNames.isEmpty ? "" : row.ingredientNames + " · ", style: .plain.dimmed),
                        Span("lists an ingredient the menu lacks", style: Style(foreground: Theme.error))], in: details)
        }
    }

    static func keyMap(_ menu: PizzaMenuFeature.State, cursor: Int) -> [KeyBinding<Action>] {
        var bindings: [KeyBinding<Action>] = []
        if case .failed = menu.status, menu.rows.isEmpty {
            bindings.append(.verb(.retry, "retry", send: .app(.menu(.retryPressed))))
        }
        if !menu.rows.isEmpty {
            bindings += PizzaScreenFeature.moveKeys() + [
                .verb(.open, "edit", send: .app(.open(.editPizza(cursor)))),
                .hiddenVerb(.edit, send: .app(.open(.editPizza(cursor)))),
            ]
        }
        // The cart comes early so that a narrow help line keeps it.
        bindings.append(.verb(.cart, send: .app(.open(.cart))))
        if !menu.rows.isEmpty {
            bindings.append(.verb(.addToCart, send: .app(.menu(.addPressed(cursor)))))
        }
        if !menu.menu.ingredients.isEmpty {
            bindings.append(.verb(.new, "new pizza", send: .app(.open(.createPizza))))
        }
        if !menu.menu.drinks.isEmpty {
            bindings.append(.verb(.drinks, send: .app(.open(.drinks))))
        }
        bindings.append(.verb(.orders, primary: false, send: .app(.open(.orders))))
        return bindings
    }
}
