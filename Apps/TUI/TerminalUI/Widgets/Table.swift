/// A table with a header row and aligned columns, drawn through a `ListView` so that only
/// the visible rows cost anything and the selection stays in view.
///
/// Column widths: fixed columns get their width; flexible columns share what is left, in
/// proportion to their weight, never below their minimum; when even the minimums do not fit,
/// the rightmost columns are dropped. Cells too wide are cut with an ellipsis.
public struct Table: Sendable {
    /// One column.
    public struct Column: Sendable {
        /// The header.
        public var title: String
        /// How wide it is.
        public var width: Width
        /// Where its text sits (numbers are `.trailing`).
        public var alignment: Alignment

        /// A column titled `title`.
        public init(_ title: String, width: Width, alignment: Alignment = .leading) {
            self.title = title
            self.width = width
            self.alignment = alignment
        }
    }

    /// How a column's width is chosen.
    public enum Width: Sendable {
        /// Exactly this many columns.
        case fixed(Int)
        /// A share of the remaining space, by weight, at least `minimum` columns.
        case flexible(minimum: Int, weight: Int = 1)
    }

    /// The columns.
    public var columns: [Column]
    /// How many rows.
    public var rowCount: Int
    /// The selected row, if any.
    public var selection: Int?
    /// Shown when there are no rows.
    public var emptyText: String
    /// Columns between cells.
    public var spacing = 2

    /// A table of `rowCount` rows in `columns`.
    public init(columns: [Column], rowCount: Int, selection: Int?, emptyText: String = "") {
        self.columns = columns
        self.rowCount = rowCount
        self.selection = selection
        self.emptyText = emptyText
    }

    /// The width of each column that fits in `width` (0 for a dropped column).
    public func columnWidths(for width: Int) -> [Int] {
        var widths = Array(repeating: 0, count: columns.count)
        var shown = columns.count
        while shown > 0 {
            let minimum = columns.prefix(shown).reduce(0) { total, column in
                switch column.width {
                case let .fixed(n): return total + n
                case let .flexible(minimum, _): return total + minimum
                }
            } + spacing * (shown - 1)
            if minimum <= width { break }
            shown -= 1
        }
        guard shown > 0 else { return widths }
        var remaining = width - spacing * (shown - 1)
        var totalWeight = 0
        for index in 0..<shown {
            switch columns[index].width {
            case let .fixed(n): widths[index] = n; remaining -= n
            case let .flexible(minimum, weight): widths[index] = minimum; remaining -= minimum; totalWeight += max(1, weight)
            }
        }
        // Share what is left among the flexible columns; the last flexible one takes the rest.
        let flexible = (0..<shown).filter { if case .flexible = columns[$0].width { true } else { false } }
        var left = remaining
        for (position, index) in flexible.enumerated() {
            guard case let .flexible(_, weight) = columns[index].width else { continue }
            let share = position == flexible.count - 1 ? left : remaining * max(1, weight) / max(1, totalWeight)
            widths[index] += share
            left -= share
        }
        return widths
    }

    /// Draws the header and the visible rows into `rect`; `cell(row, column)` gives the text
    /// of a cell as spans.
    public func render(into frame: inout Frame, in rect: Rect, cell: (_ row: Int, _ column: Int) -> [Span]) {
        guard rect.height >= 1 else { return }
        let (header, body) = rect.splitTop(1)
        let scrollbar = rowCount > body.height ? 1 : 0
        let widths = columnWidths(for: rect.width - scrollbar)
        drawRow(into: &frame, y: header.y, x: header.x, widths: widths) { column in
            [Span(columns[column].title, style: .plain.bolded.underlined)]
        }
        var list = ListView(count: rowCount, selection: selection, emptyText: emptyText)
        list.showsScrollbar = true
        list.render(into: &frame, in: body) { row, rowRect, frame in
            drawRow(into: &frame, y: rowRect.y, x: rowRect.x, widths: widths) { column in cell(row, column) }
        }
    }

    private func drawRow(into frame: inout Frame, y: Int, x: Int, widths: [Int], spans: (Int) -> [Span]) {
        var x = x
        for (index, width) in widths.enumerated() where width > 0 {
            // Selection highlight must span the gaps too, so blank cells are written there.
            frame.line(spans(index), in: Rect(x: x, y: y, width: width, height: 1), alignment: columns[index].alignment)
            x += width + spacing
        }
    }
}
