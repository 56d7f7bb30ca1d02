/// A vertical list with a selection, drawn through a window that follows the selection.
///
/// Only the visible rows are drawn, so a list of 10,000 items costs what a screenful costs.
/// The window is computed from the selection alone (no scroll state to keep): it keeps the
/// selection in the middle row once there is more above it than half a window, and stops at
/// both ends of the list. Each visible item is a click target (`targetName`, its index).
public struct ListView: Sendable {
    /// How many items there are.
    public var count: Int
    /// The selected index, if any.
    public var selection: Int?
    /// How the selected row is marked: applied on top of the row's own styles.
    public var highlight: @Sendable (inout Style) -> Void = { $0.reverse = true }
    /// Text shown, dimmed and centred, when the list is empty.
    public var emptyText = ""
    /// Whether a scrollbar is drawn in the last column when the list does not fit.
    public var showsScrollbar = true
    /// How many rows each item takes (a row with a picture takes two).
    public var itemHeight = 1
    /// The name of the click target each visible item gets, with its index (`nil`: none).
    public var targetName: String? = "row"

    /// A list of `count` items with `selection`.
    public init(count: Int, selection: Int?, emptyText: String = "") {
        self.count = count
        self.selection = selection
        self.emptyText = emptyText
    }

    /// The indices visible in a window of `height` rows.
    public static func window(selection: Int?, count: Int, height: Int) -> Range<Int> {
        guard count > 0, height > 0 else { return 0..<0 }
        guard count > height else { return 0..<count }
        let selected = min(max(0, selection ?? 0), count - 1)
        let top = min(max(0, selected - height / 2), count - height)
        return top..<(top + height)
    }

    /// Draws the visible rows into `rect`; `row` draws item `index` into a rectangle of
    /// `itemHeight` rows (the highlight is applied after it).
    public func render(into frame: inout Frame, in rect: Rect, row: (_ index: Int, _ rect: Rect, _ frame: inout Frame) -> Void) {
        guard !rect.isEmpty else { return }
        if count == 0 {
            if !emptyText.isEmpty {
                frame.text(emptyText, in: Rect(x: rect.x, y: rect.y + rect.height / 2, width: rect.width, height: 1), style: .plain.dimmed, alignment: .center)
            }
            return
        }
        let itemHeight = max(1, itemHeight)
        let fitting = max(1, rect.height / itemHeight)
        let visible = Self.window(selection: selection, count: count, height: fitting)
        let scrollbar = showsScrollbar && count > fitting && rect.width > 2
        let rowWidth = scrollbar ? rect.width - 1 : rect.width
        for (offset, index) in visible.enumerated() {
            let itemRect = Rect(x: rect.x, y: rect.y + offset * itemHeight, width: rowWidth, height: min(itemHeight, rect.maxY - rect.y - offset * itemHeight))
            row(index, itemRect, &frame)
            if index == selection { frame.restyle(itemRect, highlight) }
            if let targetName { frame.addTarget(targetName, index: index, in: itemRect) }
        }
        if scrollbar { drawScrollbar(into: &frame, column: rect.maxX - 1, rect: rect, visible: visible, fitting: fitting) }
    }

    private func drawScrollbar(into frame: inout Frame, column: Int, rect: Rect, visible: Range<Int>, fitting: Int) {
        let height = rect.height
        let thumb = max(1, height * fitting / count)
        let top = min(height - thumb, Int((Double(visible.lowerBound) / Double(max(1, count - fitting)) * Double(height - thumb)).rounded()))
        for offset in 0..<height {
            let inThumb = (top..<(top + thumb)).contains(offset)
            frame.put(inThumb ? "┃" : "│", x: column, y: rect.y + offset, style: inThumb ? .plain : .plain.dimmed)
        }
    }
}
