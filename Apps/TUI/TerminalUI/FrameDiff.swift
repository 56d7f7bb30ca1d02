/// The pure difference between two frames, as drawing commands.
public enum FrameDiff {
    /// Commands that turn the screen showing `previous` into `next`.
    ///
    /// `previous == nil` (the first frame, or after a resize), or a previous frame of another
    /// size, means a full repaint. Otherwise only runs of changed cells are written, with a
    /// cursor move only where a run does not continue from where the last write left the
    /// cursor, and a style change only where the style differs from the current one.
    ///
    /// Short gaps of unchanged cells inside a run are rewritten instead of skipped when that
    /// is cheaper than a cursor move (a move costs at least six bytes).
    public static func commands(from previous: Frame?, to next: Frame) -> [TerminalCommand] {
        var commands: [TerminalCommand] = []
        let previous = previous?.size == next.size ? previous : nil
        if previous == nil { commands.append(.clearScreen) }
        var cursor: Point?
        var style: Style?
        var pending = ""
        let width = next.size.width

        func flush() {
            if !pending.isEmpty { commands.append(.write(pending)); pending = "" }
        }

        for y in 0..<next.size.height {
            let rowStart = y * width
            var x = 0
            while x < width {
                let cell = next.cells[rowStart + x]
                if let previous, previous.cells[rowStart + x] == cell || cell.isContinuation {
                    x += 1
                    continue
                }
                if cell.isContinuation { x += 1; continue }
                let position = Point(x: x, y: y)
                if cursor != position {
                    if let cursor, cursor.y == y, cursor.x < x, let style,
                       canBridge(next, row: rowStart, from: cursor.x, to: x, style: style) {
                        // Rewrite the few unchanged cells in between: cheaper than a move.
                        for column in cursor.x..<x where !next.cells[rowStart + column].isContinuation {
                            pending += next.cells[rowStart + column].symbol
                        }
                    } else {
                        flush()
                        commands.append(.moveTo(position))
                    }
                }
                if style != cell.style {
                    flush()
                    commands.append(.setStyle(cell.style))
                    style = cell.style
                }
                pending += cell.symbol
                x += cell.width
                cursor = Point(x: x, y: y)
                // NB: terminals do not wrap the cursor predictably at the right margin; force a move.
                if x >= width { cursor = nil }
            }
        }
        flush()
        return commands
    }

    /// Whether the unchanged cells of a row between `from` and `to` can be rewritten in the
    /// current style for fewer bytes than a cursor move.
    private static func canBridge(_ frame: Frame, row: Int, from: Int, to: Int, style: Style) -> Bool {
        guard to - from <= 4 else { return false }
        for column in from..<to {
            let cell = frame.cells[row + column]
            if cell.style != style || cell.symbol.utf8.count > 1 { return false }
        }
        return true
    }
}
