import Foundation
import Presentation
import TerminalUI

/// The catalog: a status line (sort, filters, search, page, cart), the wines with their label
/// slot, the import with its progress, the search field, the quick-add quantity and the
/// category picker.
extension WineScreen {
    /// The label slot without pictures: a mark says there is a label; a wine without a label
    /// gets an empty slot of the same width so names stay aligned.
    static let labelMark = "▣"
    /// The label thumbnail of a catalog row when pictures are drawn: columns × rows.
    static let thumbnailSize = Size(width: 4, height: 2)
    /// The label on the detail when pictures are drawn.
    static let detailPictureSize = Size(width: 16, height: 8)

    static func catalogBody(_ state: State, into frame: inout Frame, area: Rect, pictures: PictureBoard? = nil) {
        let catalog = state.app.catalog
        let (header, belowHeader) = area.splitTop(1)
        catalogHeader(state, into: &frame, row: header)

        // The bottom row: the search field, the quick-add quantity or the import's progress.
        let (content, footer) = belowHeader.splitBottom(1)
        if state.catalogInput == .search || !catalog.query.search.isEmpty {
            let x = frame.text("Search: ", in: footer, style: .plain.bolded)
            TextField(text: catalog.query.search, placeholder: "name words", isFocused: state.catalogInput == .search)
                .render(into: &frame, in: Rect(x: x, y: footer.y, width: min(40, footer.maxX - x), height: 1))
        }
        if let quickAdd = state.app.quickAdd {
            let x = frame.line([Span("Add ", style: .plain.bolded), Span(quickAdd.name.truncated(toWidth: max(8, footer.width - 40))), Span("  quantity: ", style: .plain.bolded)], in: footer)
            let field = state.quantityField ?? TextFieldState(text: quickAdd.quantity)
            TextField(field).render(into: &frame, in: Rect(x: x, y: footer.y, width: min(5, footer.maxX - x), height: 1))
        }
        if let progress = catalog.importProgress {
            importProgress(progress, into: &frame, row: footer)
        }
        // A blank row under the status line.
        let rest = content.splitTop(1).rest

        if let placeholder = catalog.placeholder {
            var lines: [(String, Style)] = [(placeholder.title, placeholder.kind == .loading ? .plain.dimmed : .plain.bolded)]
            if let detail = placeholder.detail { lines.append((detail, .plain.dimmed)) }
            switch placeholder.kind {
            case .noMatch: if catalog.isFiltered { lines.append(("esc clears the filters and the search", .plain.dimmed)) }
            case .empty: lines += [("", .plain), ("i  Import the catalog", Style(foreground: Theme.accent, bold: true))]
            case .loading, .importing: break
            }
            centered(lines, into: &frame, area: rest)
            return
        }
        guard let page = catalog.page else { return }
        let selection = state.catalogInput == nil ? state.catalogCursor : nil
        if let pictures {
            catalogRowsWithLabels(page.wines, selection: selection, pictures: pictures, into: &frame, area: rest)
            return
        }
        var list = ListView(count: page.wines.count, selection: selection)
        list.highlight = { $0.reverse = true }
        list.render(into: &frame, in: rest) { index, row, frame in
            let wine = page.wines[index]
            let price = wine.price.map { "\($0)" } ?? ""
            let kind = [wine.varietal?.name, wine.vintage].compactMap { $0 }.joined(separator: " · ")
            let showsKind = row.width >= 90 && !kind.isEmpty
            let rightText = showsKind ? "\(kind)   \(price)" : price
            let (left, right) = row.splitLeft(max(0, row.width - rightText.terminalWidth - 1))
            frame.line([
                Span(wine.labelURL == nil ? "  " : "\(labelMark) ", style: Style(foreground: Theme.accent)),
                Span(wine.name),
            ], in: left)
            frame.text(rightText, in: right, style: .plain.dimmed, alignment: .trailing)
        }
    }

    /// The wines in rows of two lines with the label at the left: the name and the price,
    /// then the varietal and the vintage. A wine without a label has an empty slot, so names
    /// stay aligned. Labels are drawn after the highlight, which would otherwise reverse them.
    private static func catalogRowsWithLabels(_ wines: [Wine], selection: Int?, pictures: PictureBoard, into frame: inout Frame, area: Rect) {
        var labels: [(url: String, box: Rect)] = []
        var list = ListView(count: wines.count, selection: selection)
        list.itemHeight = thumbnailSize.height
        list.highlight = { $0.reverse = true }
        list.render(into: &frame, in: area) { index, item, frame in
            let wine = wines[index]
            let (slot, text) = item.splitLeft(thumbnailSize.width + 1)
            if let url = wine.labelURL {
                labels.append((url, Rect(x: slot.x, y: slot.y, width: thumbnailSize.width, height: min(slot.height, thumbnailSize.height))))
            }
            let price = wine.price.map { "\($0)" } ?? ""
            let (name, priceRect) = text.row(0).splitLeft(max(0, text.width - price.terminalWidth - 1))
            frame.text(wine.name, in: name, style: .plain.bolded)
            frame.text(price, in: priceRect, style: .plain.dimmed, alignment: .trailing)
            let kind = [wine.varietal?.name ?? wine.wineType?.name, wine.vintage, wine.region?.name].compactMap { $0 }.joined(separator: " · ")
            frame.text(kind, in: text.row(1), style: .plain.dimmed)
        }
        for label in labels { pictures.draw(label.url, into: &frame, in: label.box) }
    }

    private static func catalogHeader(_ state: State, into frame: inout Frame, row: Rect) {
        let catalog = state.app.catalog
        let sort = catalog.query.sort == .nameAscending ? "A→Z" : "Z→A"
        let filters = catalog.query.categoryIDs.compactMap { id in catalog.categories.first { $0.id == id }?.name }
        var spans = [Span("Sort ", style: .plain.dimmed), Span(sort, style: .plain.bolded)]
        spans += [Span("  Filter ", style: .plain.dimmed), Span(filters.isEmpty ? "all" : filters.joined(separator: " + "), style: filters.isEmpty ? .plain : Style(foreground: Theme.accent, bold: true))]
        var right = "Cart: \(bottles(catalog.cartQuantity))"
        if let page = catalog.page, let numbers = catalog.pageNumbers {
            right = "\(page.total) wines · page \(numbers.current)/\(numbers.count) · " + right
        }
        if catalog.partialWarning != nil { right = "partial · " + right }
        let (left, rightRect) = row.splitLeft(max(0, row.width - right.terminalWidth - 2))
        frame.line(spans, in: left)
        frame.text(right, in: rightRect, style: .plain.dimmed, alignment: .trailing)
    }

    private static func importProgress(_ progress: ImportProgress, into frame: inout Frame, row: Rect) {
        let label = progress.text + " "
        let x = frame.text(label, in: row, style: .plain.bolded)
        let width = max(0, min(30, row.maxX - x - 6))
        guard width > 2 else { return }
        let filled = Int((progress.fraction * Double(width)).rounded(.down))
        frame.line([
            Span(String(repeating: "█", count: filled), style: Style(foreground: Theme.accent)),
            Span(String(repeating: "░", count: width - filled), style: .plain.dimmed),
            Span(" \(progress.percent)%"),
        ], in: Rect(x: x, y: row.y, width: row.maxX - x, height: 1))
    }

    /// The category picker: every category by group, `[x]` on those filtering, and the text
    /// typed to find one on the bottom edge.
    static func filterPicker(_ state: State, cursor: Int, find: String, into frame: inout Frame, area: Rect) {
        let categories = state.app.catalog.categories
        let width = min(area.width - 4, 56)
        let box = area.centered(Size(width: width, height: min(area.height, max(5, categories.count + 4))))
        let inside = frame.box(box, title: "Filter by category", style: Style(foreground: Theme.accent, bold: true))
        guard inside.height > 2 else { return }
        let listArea = Rect(x: inside.x + 1, y: inside.y + 1, width: inside.width - 2, height: inside.height - 2)
        let findRow = Rect(x: box.x + 2, y: box.maxY - 1, width: max(0, box.width - 4), height: 1)
        if find.isEmpty {
            frame.text(" type to find ", in: findRow, style: .plain.dimmed)
        } else {
            let found = WineScreenFeature.category(matching: find, in: categories) != nil
            frame.line([Span(" find: ", style: .plain.dimmed), Span(find, style: found ? .plain.bolded : Style(foreground: Theme.error, bold: true)),
                        Span(found ? " " : " (none) ", style: .plain.dimmed)], in: findRow)
        }
        var list = ListView(count: categories.count, selection: cursor, emptyText: "No categories yet: import the catalog first.")
        list.targetName = "picker"
        list.highlight = { $0.reverse = true }
        list.render(into: &frame, in: listArea) { index, row, frame in
            let category = categories[index]
            let isOn = state.app.catalog.query.categoryIDs.contains(category.id)
            let group = "\(category.group)"
            let (left, right) = row.splitLeft(max(0, row.width - group.terminalWidth - 1))
            frame.line([Span(isOn ? "[x] " : "[ ] ", style: Style(foreground: Theme.accent, bold: true)), Span(category.name)], in: left)
            frame.text(group, in: right, style: .plain.dimmed, alignment: .trailing)
        }
    }

    static func catalogKeys(_ state: State) -> [KeyBinding<Action>] {
        if state.app.quickAdd != nil {
            return [
                .keys(.enter, help: "add to cart", send: .app(.quickAddSubmitted)),
                .keys(.escape, help: "cancel", send: .app(.quickAddCancelled)),
                fieldKeys(help: KeyHelp("0-9", "quantity", isPrimary: false), verb: .number, accepting: isDigitEditingKey),
            ]
        }
        switch state.catalogInput {
        case .search:
            return [
                .keys(.enter, .escape, label: "enter/esc", help: "done", send: .catalogInputClosed),
                .hidden(.up, send: .cursorMoved(-1)),
                .hidden(.down, send: .cursorMoved(1)),
                fieldKeys(help: KeyHelp("ctrl-u", "clear")),
            ]
        case let .filters(_, find):
            return [
                .help("↑↓", "move"),
                .keys(.character(" "), label: "space", help: "on/off", send: .filterToggled),
                .keys(.enter, help: "done", send: .catalogInputClosed),
                // Esc clears what was typed to find, then closes.
                .keys(.escape, help: find.isEmpty ? "done" : "clear find", send: find.isEmpty ? .catalogInputClosed : .edited(.ctrl("u"))),
                KeyBinding(help: KeyHelp("a-z", "find")) { key in
                    switch key {
                    case .up, .down, .pageUp, .pageDown, .home, .end, .backspace, .ctrl("u"), .paste: .edited(key)
                    case let .character(character) where character != " ": .edited(key)
                    default: nil
                    }
                },
            ]
        case nil:
            break
        }
        let catalog = state.app.catalog
        var bindings: [KeyBinding<Action>] = []
        if !(catalog.page?.wines.isEmpty ?? true) {
            bindings += listKeys()
            bindings += [
                .verb(.open, "detail", send: .detailOpened),
                .verb(.addToCart, send: .quickAddOpened),
            ]
        }
        bindings += [
            .verb(.search, send: .searchOpened),
            .verb(.filter, send: .filtersOpened),
            .verb(.sort, catalog.query.sort == .nameAscending ? "sort Z→A" : "sort A→Z", send: .app(.catalog(.sortToggled))),
        ]
        if catalog.isFiltered {
            // Esc clears the search and the filters before it leaves the catalog.
            bindings.append(.keys(.escape, help: "clear filters", send: .app(.catalog(.filtersCleared))))
        }
        if catalog.hasNextPage || catalog.hasPreviousPage {
            bindings.append(.verb(.nextPage, primary: false, send: .app(.catalog(.nextPagePressed))))
            bindings.append(.hiddenVerb(.previousPage, send: .app(.catalog(.previousPagePressed))))
        }
        if catalog.importProgress == nil {
            let isEmpty = catalog.placeholder?.kind == .empty
            bindings.append(.verb(.importCatalog, primary: isEmpty || catalog.partialWarning != nil, send: .app(.catalog(.importPressed))))
        }
        bindings.append(.verb(.orders, "your orders", primary: false, send: .app(.opened(.orders))))
        bindings.append(.verb(.employees, primary: false, send: .app(.opened(.employees))))
        bindings.append(.verb(.account, primary: false, send: .app(.opened(.account))))
        return bindings
    }
}
