/// A full screen of cells, built by a pure render function and diffed onto the terminal.
public struct Frame: Equatable, Sendable {
    /// The frame's size.
    public let size: Size
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// A blank frame of `size`.
    public init(size: Size, fill: Cell = .blank) {
        self.size = size
        self.cells = Array(repeating: fill, count: size.width * size.height)
    }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set {
            guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
            cells[y * size.width + x] = newValue
        }
    }

    /// Writes `text` from column `x` of row `y`, clipped to `maxWidth` columns and to the frame.
    ///
    /// - Returns: the column after the last one written.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < size.height else { return x }
        let limit = min(size.width, maxWidth.map { x + $0 } ?? size.width)
        var column = x
        for character in text {
            let width = character.terminalWidth
            if width == 0 { continue }
            if column + width > limit { break }
            if column >= 0 {
                // Clearing the far half of a wide glyph we overwrite keeps the frame consistent.
                if column + 1 < size.width, self[column, y].symbol.first?.terminalWidth == 2 {
                    self[column + 1, y] = Cell(" ", style: self[column + 1, y].style)
                }
                self[column, y] = Cell(String(character), style: style)
                if width == 2 { self[column + 1, y] = .continuation(style: style) }
            }
            column += width
        }
        return column
    }

    /// Fills a rectangle with `cell`.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with cell: Cell) {
        for row in max(0, y)..<min(size.height, y + height) {
            for column in max(0, x)..<min(size.width, x + width) {
                self[column, row] = cell
            }
        }
    }

    /// Sets `style` on every cell of row `y` from column `x` for `width` columns, keeping the text.
    public mutating func restyle(x: Int, y: Int, width: Int, style: Style) {
        guard y >= 0, y < size.height else { return }
        for column in max(0, x)..<min(size.width, x + width) {
            cells[y * size.width + column].style = style
        }
    }

    /// The frame as text rows, trailing spaces kept: what a snapshot test compares.
    public var lines: [String] {
        (0..<size.height).map { row in
            var line = ""
            for column in 0..<size.width {
                let cell = self[column, row]
                if !cell.isContinuation { line += cell.symbol }
            }
            return line
        }
    }
}
