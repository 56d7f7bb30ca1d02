import Foundation
import Presentation
import TerminalUI

/// The detail, the cart and the thank-you.
extension WineScreen {
    // MARK: - Detail

    /// The detail: with pictures, the label at the top left and the name and facts beside it
    /// (nothing in its place when the wine has none); without, a line saying there is one.
    static func detailBody(_ state: State, into frame: inout Frame, area: Rect, pictures: PictureBoard? = nil) {
        guard let detail = state.app.detail, let wine = detail.wine else {
            centered([(state.app.detail?.error == nil ? "Loading…" : "This wine could not be read.", .plain.dimmed)], into: &frame, area: area)
            return
        }
        let full = area.insetBy(dx: 0, dy: 1)
        var rest = full
        var pictureBottom = 0
        if let pictures, let url = wine.labelURL, full.width >= detailPictureSize.width + 30 {
            let (left, right) = full.splitLeft(detailPictureSize.width + 2)
            let box = Rect(x: left.x, y: left.y, width: detailPictureSize.width, height: min(detailPictureSize.height, left.height))
            if pictures.draw(url, into: &frame, in: box) != .none {
                rest = right
                pictureBottom = box.height
            }
        }
        var row = 0
        // The name and the facts stay beside the picture; the description below it takes the
        // full width again.
        var column = rest
        func next() -> Rect {
            defer { row += 1 }
            return column.row(row)
        }
        // A long name wraps (at most three lines) rather than being cut.
        let nameLines = Dialog.wrap(wine.name, width: max(1, column.width))
        for (number, line) in nameLines.prefix(3).enumerated() {
            let cut = number == 2 && nameLines.count > 3 ? line.truncated(toWidth: max(1, column.width - 1)) + "…" : line
            frame.text(cut, in: next(), style: .plain.bolded)
        }
        if pictures == nil, wine.labelURL != nil {
            frame.line([Span("\(labelMark) ", style: Style(foreground: Theme.accent)), Span("label image on wine.com", style: .plain.dimmed)], in: next())
        }
        row += 1
        let facts: [(String, String?)] = [
            ("Type", wine.wineType?.name), ("Varietal", wine.varietal?.name), ("Vintage", wine.vintage),
            ("Region", wine.region?.name), ("Appellation", wine.appellation?.name), ("Vineyard", wine.vineyard),
            ("Price", wine.price.map { "\($0)" }),
        ]
        for (label, value) in facts {
            guard let value, !value.isEmpty else { continue }
            // A long value wraps under itself, beside the label.
            let lines = Dialog.wrap(value, width: max(1, column.width - 13))
            for (number, line) in lines.prefix(2).enumerated() {
                frame.line([Span((number == 0 ? label : "").padded(toWidth: 13), style: .plain.dimmed), Span(line)], in: next())
            }
        }
        row = max(row + 1, pictureBottom + 1)
        column = full
        // The quantity line stays at the bottom; the description takes what is left.
        let (top, bottom) = full.splitBottom(2)
        let hasDescription = !HTMLText.plain(wine.description).isEmpty
        let lines = Dialog.wrap(detail.descriptionText, width: max(10, min(top.width, 100)))
        for line in lines where row < top.height {
            frame.text(line, in: next(), style: hasDescription ? .plain : .plain.dimmed.italicized)
        }
        let x = frame.text("Quantity ", in: bottom.row(1), style: .plain.bolded)
        TextField(state.quantityField ?? TextFieldState(text: detail.quantity), isFocused: true)
            .render(into: &frame, in: Rect(x: x, y: bottom.y + 1, width: 5, height: 1))
        let hint = detail.inCart.map { "  enter add to cart · \($0) in the cart" } ?? "  enter add to cart"
        frame.text(hint, in: Rect(x: x + 5, y: bottom.y + 1, width: max(0, bottom.maxX - x - 5), height: 1), style: .plain.dimmed)
    }

    static func detailKeys(_ state: State) -> [KeyBinding<Action>] {
        [
            .verb(.open, "add to cart", send: .app(.detail(.addPressed))),
            .hiddenVerb(.addToCart, send: .app(.detail(.addPressed))),
            fieldKeys(help: KeyHelp("0-9", "quantity", isPrimary: false), verb: .number, accepting: isDigitEditingKey),
        ]
    }

    // MARK: - Cart

    static func cartBody(_ state: State, into frame: inout Frame, area: Rect) {
        let cart = state.app.cart
        let (content, footer) = area.splitBottom(2)
        if cart.contents.items.isEmpty {
            let text = cart.isLoading ? [(CartWording.loading, Style.plain.dimmed)]
                : [(CartWording.empty + ".", .plain.bolded), ("Add wines from the catalog: esc, then a on a wine.", .plain.dimmed)]
            centered(text, into: &frame, area: content)
            return
        }
        let table = Table(
            columns: [
                Table.Column("", width: .fixed(1)),
                Table.Column("Wine", width: .flexible(minimum: 20)),
                Table.Column("Each", width: .fixed(10), alignment: .trailing),
                Table.Column("Qty", width: .fixed(5), alignment: .trailing),
                Table.Column("Total", width: .fixed(11), alignment: .trailing),
            ],
            rowCount: cart.contents.items.count, selection: state.cartCursor
        )
        table.render(into: &frame, in: content) { row, column in
            let item = cart.contents.items[row]
            switch column {
            case 0: return [Span(item.wine.labelURL == nil ? " " : labelMark, style: Style(foreground: Theme.accent))]
            case 1: return [Span(item.wine.name)]
            case 2: return [Span(item.unitPrice?.formatted ?? "no price", style: item.unitPrice == nil ? .plain.dimmed : .plain)]
            case 3:
                if row == state.cartCursor, let field = state.quantityField { return [Span(field.text + "▏", style: .plain.bolded.underlined)] }
                return [Span("×\(item.quantity)", style: .plain.bolded)]
            default: return [Span(item.total?.formatted ?? "—", style: item.total == nil ? .plain.dimmed : .plain.bolded)]
            }
        }
        frame.line([Span("Total: ", style: .plain.bolded), Span(cart.total.formatted, style: Style(foreground: Theme.accent, bold: true)),
                    Span("   \(bottles(cart.totalQuantity)) in \(Plural.count(cart.contents.items.count, "line"))", style: .plain.dimmed)], in: footer.row(1))
    }

    static func cartKeys(_ state: State) -> [KeyBinding<Action>] {
        if state.app.cart.isConfirmingCheckout {
            return [
                .keys(.character("y"), .enter, label: "y/enter", help: "place the order", send: .app(.cart(.checkoutConfirmed))),
                .keys(.character("n"), .escape, label: "n/esc", help: "not now", send: .app(.cart(.checkoutCancelled))),
            ]
        }
        if state.isTypingCartQuantity {
            return [
                .keys(.enter, help: "set quantity", send: .cartQuantitySubmitted),
                .keys(.escape, help: "cancel", send: .cartQuantityCancelled),
                fieldKeys(verb: .number, accepting: isDigitEditingKey),
            ]
        }
        guard !state.app.cart.contents.items.isEmpty else { return [] }
        // NB: placing an order takes `p` and a confirmation; no single key orders.
        return listKeys() + [
            .verb(.placeOrder, send: .app(.cart(.checkoutPressed))),
            .verb(.more, "quantity", send: .cartQuantityStepped(1)),
            .hiddenVerb(.less, send: .cartQuantityStepped(-1)),
            .digits(help: KeyHelp("0-9", "type quantity", isPrimary: false)) { .cartQuantityStarted($0) },
            .verb(.open, "detail", send: .detailOpened),
            .verb(.delete, "remove", send: .cartLineRemoved),
        ]
    }

    /// The checkout confirmation over the cart: what is ordered, and the two answers.
    static func checkoutDialog(_ state: State, into frame: inout Frame, area: Rect) {
        Dialog(title: CheckoutWording.title, message: state.app.cart.checkoutQuestion, confirm: CheckoutWording.confirm, cancel: CheckoutWording.cancel)
            .render(into: &frame, in: area)
    }

    // MARK: - Thank you

    static func thankYouBody(_ state: State, into frame: inout Frame, area: Rect) {
        guard let thankYou = state.app.thankYou else { return }
        let order = thankYou.order
        centered([
            ("Thank you!", Style(foreground: Theme.accent, bold: true)),
            ("", .plain),
            ("Your order number is \(order.id).", .plain.bolded),
            (thankYou.summary, .plain.dimmed),
            ("", .plain),
            ("enter  New order", Style(foreground: Theme.accent, bold: true)),
        ], into: &frame, area: area)
    }
}
