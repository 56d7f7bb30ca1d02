import Foundation
import Presentation
import TerminalUI

/// Nenno's brand as far as a terminal goes (`reference/pizza/ui-spec.md`): red headings and
/// bar, yellow prices and add buttons, and the drawing pieces the pizza pages share.
///
/// Buttons and the bar are reversed colour, so that with `NO_COLOR` (or on a 16-colour
/// terminal) they still stand out as reversed blocks.
enum PizzaStyle {
    /// Page headings ("NENNO'S PIZZA", "CART"): brand red, bold.
    static let heading = Style(foreground: Theme.pizzaRed, bold: true)
    /// A yellow button: a pizza's price, "ADD TO CART ($x)", a drink's "+".
    static let addButton = Style(foreground: Theme.pizzaYellow, bold: true, reverse: true)
    /// A button that cannot be pressed yet (the spec's 50 % alpha).
    static let disabledButton = Style(foreground: Theme.pizzaYellow, dim: true, reverse: true)
    /// The red CHECKOUT button.
    static let checkoutButton = Style(foreground: Theme.pizzaRed, bold: true, reverse: true)
    /// The "ADDED TO CART" bar.
    static let addedBar = Style(foreground: Theme.pizzaRed, bold: true, reverse: true)
    /// The remove mark on cart lines.
    static let removeMark = Style(foreground: Theme.pizzaRed, bold: true)
    /// The check mark of a chosen ingredient.
    static let checkMark = Style(foreground: Theme.pizzaRed, bold: true)
    /// "Thank you for your order!" (the spec's secondary red, #DF4E4A).
    static let thankYou = Style(foreground: .hex(0xDF4E4A), bold: true, italic: true)
    /// Prices in lists.
    static let price = Style(foreground: Theme.pizzaYellow)
    /// The marker of the highlighted row.
    static let marker = Style(foreground: Theme.pizzaRed, bold: true)

    /// Draws a page's heading on the first row of `area`, with `trailing` (dim) on the right.
    static func heading(_ text: String, trailing: String = "", into frame: inout Frame, area: Rect) {
        let row = area.row(0)
        let (left, right) = row.splitLeft(max(0, row.width - trailing.terminalWidth - 1))
        frame.text(text, in: left, style: heading)
        frame.text(trailing, in: right, style: .plain.dimmed, alignment: .trailing)
    }

    /// `" label "` as a button.
    static func button(_ label: String, style: Style) -> Span {
        Span(" \(label) ", style: style)
    }

    /// Draws `label` on the left and `price` on the right of `row`, joined by dim dots, the
    /// way the editor and drinks rows read ("Mozzarella ........ $1.00").
    static func leader(_ label: [Span], price: String, into frame: inout Frame, row: Rect) {
        let priceWidth = price.terminalWidth
        let (left, right) = row.splitLeft(max(0, row.width - priceWidth - 1))
        let end = frame.line(label, in: left)
        let dots = left.maxX - end - 1
        if dots > 1 {
            frame.text(" " + String(repeating: ".", count: dots - 1), in: Rect(x: end, y: row.y, width: dots, height: 1), style: .plain.dimmed)
        }
        frame.text(price, in: right, style: price.isEmpty ? .plain : Self.price, alignment: .trailing)
    }

    /// Lines centred vertically and horizontally in `area`, wrapped to its width.
    static func centered(_ lines: [(String, Style)], into frame: inout Frame, area: Rect) {
        let wrapped = lines.flatMap { line, style in
            Dialog.wrap(line, width: max(1, area.width - 4)).map { ($0, style) }
        }
        let top = area.y + max(0, (area.height - wrapped.count) / 2)
        for (offset, (line, style)) in wrapped.enumerated() where top + offset < area.maxY {
            frame.text(line, in: Rect(x: area.x, y: top + offset, width: area.width, height: 1), style: style, alignment: .center)
        }
    }

    /// "3 items".
    static func items(_ count: Int) -> String {
        Plural.count(count, "item")
    }
}
