/// A full screen of cells, built by a pure render function and diffed onto the terminal.
///
/// A frame is always consistent: a double-width glyph is a lead cell followed by a
/// `continuation` cell, and writing over either half of it blanks the other half, so a frame
/// never holds half a glyph.
///
/// Pictures drawn by the terminal itself (kitty, sixel) ride along in `graphics`, over cells
/// left blank; half-block pictures are plain cells.
public struct Frame: Equatable, Sendable {
    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        lhs.size == rhs.size && lhs.cells == rhs.cells && lhs.graphics == rhs.graphics
    }

    /// The frame's size.
    public let size: Size
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// The pictures placed over the cells, in the order they were placed.
    public private(set) var graphics: [GraphicPlacement] = []
    /// Where a click means something, in the order drawn (see `ClickTarget`); not part of
    /// what the terminal shows, so the diff ignores them.
    public internal(set) var targets: [ClickTarget] = []

    /// A blank frame of `size`.
    public init(size: Size, fill: Cell = .blank) {
        self.size = size
        self.cells = Array(repeating: fill, count: size.width * size.height)
    }

    /// The whole frame as a rectangle.
    public var bounds: Rect { Rect(size) }

    /// The cell at column `x`, row `y`; setting a cell outside the frame does nothing.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set {
            guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
            detachWideGlyph(at: x, y: y)
            cells[y * size.width + x] = newValue.isContinuation ? Cell(" ", style: newValue.style) : newValue
        }
    }

    /// Writes `text` from column `x` of row `y`, clipped to `maxWidth` columns and to the frame.
    /// A wide glyph that does not fit whole is left out.
    ///
    /// - Returns: the column after the last one written.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < size.height else { return x }
        let limit = min(size.width, maxWidth.map { x + max(0, $0) } ?? size.width)
        if let end = putASCII(text, x: x, y: y, style: style, limit: limit) { return end }
        var column = x
        for character in text {
            let width = character.terminalWidth
            if width == 0 { continue }
            if column + width > limit { break }
            if column >= 0 {
                let index = y * size.width + column
                if width == 1, let ascii = character.asciiValue, !cells[index].isWideLead, !cells[index].isContinuation {
                    // NB: the fast path for plain text over plain cells; no glyph to detach.
                    cells[index] = Cell(ascii: ascii, style: style)
                } else {
                    detachWideGlyph(at: column, y: y)
                    cells[index] = Cell(String(character), style: style)
                    if width == 2 {
                        detachWideGlyph(at: column + 1, y: y)
                        cells[index + 1] = .continuation(style: style)
                    }
                }
            }
            column += width
        }
        return column
    }

    /// `put` for printable ASCII, byte by byte without grapheme breaking; `nil` when the text
    /// is not printable ASCII.
    private mutating func putASCII(_ text: some StringProtocol, x: Int, y: Int, style: Style, limit: Int) -> Int? {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        var column = x
        let row = y * size.width
        for byte in bytes {
            if column >= limit { break }
            if column >= 0 {
                let index = row + column
                if cells[index].isWideLead || cells[index].isContinuation { detachWideGlyph(at: column, y: y) }
                cells[index] = Cell(ascii: byte, style: style)
            }
            column += 1
        }
        return column
    }

    /// Places a picture over `placement.rect`; the caller leaves those cells blank.
    ///
    /// Refused (returning `false`) when the rect is empty or not wholly inside the frame (the
    /// bytes are sized to it, so it cannot be clipped), when a sixel would touch the last row
    /// (the terminal scrolls after a sixel that reaches the bottom), or when the id is already
    /// placed in this frame (a kitty image id names one placement).
    @discardableResult
    public mutating func place(_ placement: GraphicPlacement) -> Bool {
        guard bounds.contains(placement.rect),
              placement.kind != .sixel || placement.rect.maxY < size.height,
              !graphics.contains(where: { $0.id == placement.id }) else { return false }
        graphics.append(placement)
        return true
    }

    /// Removes the pictures that share a cell with `rect`.
    public mutating func removeGraphics(intersecting rect: Rect) {
        graphics.removeAll { $0.rect.intersects(rect) }
    }

    /// Fills a rectangle with `cell`; a picture under it is removed (painted over), so a
    /// dialog or a banner drawn over a picture hides it.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        if !graphics.isEmpty { removeGraphics(intersecting: rect) }
        let cell = cell.isContinuation ? Cell(" ", style: cell.style) : cell
        for row in max(0, rect.y)..<min(size.height, rect.maxY) {
            let from = max(0, rect.x), to = min(size.width, rect.maxX)
            guard from < to else { continue }
            detachWideGlyph(at: from, y: row)
            detachWideGlyph(at: to - 1, y: row)
            let start = row * size.width
            for column in from..<to { cells[start + column] = cell }
        }
    }

    /// Fills a rectangle with `cell`.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with cell: Cell) {
        fill(Rect(x: x, y: y, width: width, height: height), with: cell)
    }

    /// Sets `style` on every cell of row `y` from column `x` for `width` columns, keeping the text.
    public mutating func restyle(x: Int, y: Int, width: Int, style: Style) {
        guard y >= 0, y < size.height else { return }
        for column in max(0, x)..<min(size.width, x + width) {
            cells[y * size.width + column].style = style
        }
    }

    /// Applies `change` to the style of every cell of `rect`, keeping the text.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        for row in max(0, rect.y)..<min(size.height, rect.maxY) {
            for column in max(0, rect.x)..<min(size.width, rect.maxX) {
                change(&cells[row * size.width + column].style)
            }
        }
    }

    /// The frame as text rows, trailing spaces kept: what a snapshot test compares.
    public var lines: [String] {
        (0..<size.height).map { row in
            var line = ""
            for column in 0..<size.width {
                let cell = cells[row * size.width + column]
                if !cell.isContinuation { line += cell.symbol }
            }
            return line
        }
    }

    // MARK: - Wide glyph bookkeeping

    /// Blanks the other half of a wide glyph that the cell at (`x`, `y`) is part of, so that
    /// overwriting this cell cannot leave half a glyph behind.
    private mutating func detachWideGlyph(at x: Int, y: Int) {
        guard x >= 0, x < size.width else { return }
        let index = y * size.width + x
        let cell = cells[index]
        if cell.isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
            cells[index] = Cell(" ", style: cell.style)
        } else if cell.isWideLead, x + 1 < size.width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
    }
}
