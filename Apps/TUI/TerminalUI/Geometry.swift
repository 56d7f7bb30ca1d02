/// A size in terminal cells.
public struct Size: Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// A cell position: column `x`, row `y`, both from zero at the top left.
public struct Point: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// The point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
