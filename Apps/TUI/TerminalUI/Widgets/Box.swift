/// The characters of a box's border.
public struct BorderSet: Sendable {
    let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character

    /// Thin lines with rounded corners.
    public static let rounded = BorderSet(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
    /// Thin lines with square corners.
    public static let plain = BorderSet(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
}

extension Frame {
    /// Clears `rect` and draws a border around its edge, with an optional title in the top
    /// edge.
    ///
    /// - Returns: the inside of the box.
    @discardableResult
    public mutating func box(_ rect: Rect, title: String? = nil, style: Style = .plain, border: BorderSet = .rounded) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        // NB: a box is drawn over what was there, clicks included.
        removeTargets(intersecting: rect)
        fill(rect, with: Cell(" ", style: Style(background: style.background)))
        let horizontal = String(repeating: border.horizontal, count: rect.width - 2)
        put("\(border.topLeft)\(horizontal)\(border.topRight)", x: rect.x, y: rect.y, style: style)
        put("\(border.bottomLeft)\(horizontal)\(border.bottomRight)", x: rect.x, y: rect.maxY - 1, style: style)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            put(String(border.vertical), x: rect.x, y: row, style: style)
            put(String(border.vertical), x: rect.maxX - 1, y: row, style: style)
        }
        if let title, rect.width > 6 {
            text(" \(title) ", in: Rect(x: rect.x + 2, y: rect.y, width: rect.width - 4, height: 1), style: style.bolded)
        }
        return rect.insetBy(dx: 1, dy: 1)
    }
}
