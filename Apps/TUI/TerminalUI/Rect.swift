/// A rectangle of cells: where a widget draws inside a frame.
public struct Rect: Hashable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// The rectangle at (`x`, `y`) of `width` × `height` (negative sizes count as empty).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The whole of a frame of `size`.
    public init(_ size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Whether it holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// The column after the right edge.
    public var maxX: Int { x + width }
    /// The row after the bottom edge.
    public var maxY: Int { y + height }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows at top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Row `index` (from 0) of the rectangle, one row high.
    public func row(_ index: Int) -> Rect {
        Rect(x: x, y: y + index, width: width, height: index < height ? 1 : 0)
    }

    /// A rectangle of `size` centred in this one (clipped to it).
    public func centered(_ size: Size) -> Rect {
        let width = min(size.width, self.width), height = min(size.height, self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }

    /// The top `rows` rows and the rest.
    public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let rows = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: rows), Rect(x: x, y: y + rows, width: width, height: height - rows))
    }

    /// The rest and the bottom `rows` rows.
    public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
        let rows = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: height - rows), Rect(x: x, y: y + height - rows, width: width, height: rows))
    }

    /// The left `columns` columns and the rest.
    public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
        let columns = min(max(0, columns), width)
        return (Rect(x: x, y: y, width: columns, height: height), Rect(x: x + columns, y: y, width: width - columns, height: height))
    }

    /// Whether the two rectangles share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether every cell of `other` is inside this rectangle (an empty one is nowhere).
    public func contains(_ other: Rect) -> Bool {
        !other.isEmpty && other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// Whether the cell at column `x`, row `y` is inside this rectangle.
    public func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The cells both rectangles cover (an empty rectangle when they share none).
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(x, other.x), top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX), bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
