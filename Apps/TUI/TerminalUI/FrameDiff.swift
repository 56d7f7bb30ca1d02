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
    ///
    /// Pictures (`Frame.graphics`) follow the cells: an unchanged placement costs nothing; a
    /// new or moved one is drawn after the cells (a cursor move, then its bytes); a kitty
    /// image that is gone or moved is deleted; the cells under a sixel that is gone or moved
    /// are rewritten (its pixels stay until they are), and a sixel whose cells were rewritten
    /// is drawn again.
    ///
    /// - Parameter graphicsOnScreen: the pictures the terminal shows, when the renderer knows
    ///   them better than `previous` does (after a resize `previous` is `nil`, yet its kitty
    ///   images are still there to delete); `previous?.graphics` by default.
    public static func commands(from previous: Frame?, to next: Frame, graphicsOnScreen: [GraphicPlacement]? = nil) -> [TerminalCommand] {
        let previous = previous?.size == next.size ? previous : nil
        let shown = graphicsOnScreen ?? previous?.graphics ?? []
        guard !shown.isEmpty || !next.graphics.isEmpty else { return cellCommands(from: previous, to: next, forced: nil) }

        // On a full repaint every picture is drawn again (the clear erased the sixels).
        let kept = previous == nil ? [] : Set(shown).intersection(next.graphics)
        let gone = shown.filter { !kept.contains($0) }
        let forced = previous == nil ? nil : forcedCells(under: gone.filter { $0.kind == .sixel }, in: next)
        var commands = cellCommands(from: previous, to: next, forced: forced)

        for placement in gone where placement.kind == .kitty {
            commands.append(.deleteKittyImage(placement.id))
        }
        for placement in next.graphics {
            if kept.contains(placement), !(placement.kind == .sixel && cellsChanged(under: placement.rect, from: previous, to: next, forced: forced)) {
                continue
            }
            commands.append(.moveTo(Point(x: placement.rect.x, y: placement.rect.y)))
            commands.append(.drawGraphic(placement.bytes))
        }
        return commands
    }

    /// The cells of `placements` as a mask over `frame`, widened to the lead of a wide glyph
    /// cut by a rect's left edge (the diff writes a wide glyph from its lead); `nil` when
    /// there are none.
    private static func forcedCells(under placements: [GraphicPlacement], in frame: Frame) -> [Bool]? {
        guard !placements.isEmpty else { return nil }
        let size = frame.size
        var mask = Array(repeating: false, count: size.width * size.height)
        for placement in placements {
            let rect = placement.rect
            for y in max(0, rect.y)..<min(size.height, rect.maxY) {
                let row = y * size.width
                let first = max(0, rect.x)
                let from = first > 0 && frame.cells[row + first].isContinuation ? first - 1 : first
                for x in from..<min(size.width, rect.maxX) { mask[row + x] = true }
            }
        }
        return mask
    }

    /// Whether the cell diff writes any cell of `rect`.
    private static func cellsChanged(under rect: Rect, from previous: Frame?, to next: Frame, forced: [Bool]?) -> Bool {
        guard let previous else { return true }
        let width = next.size.width
        for y in max(0, rect.y)..<min(next.size.height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                let index = y * width + x
                if forced?[index] == true || previous.cells[index] != next.cells[index] { return true }
            }
        }
        return false
    }

    /// The commands for the cells: a full repaint without `previous`, else the changed runs
    /// (and the cells marked in `forced`, rewritten even when unchanged).
    private static func cellCommands(from previous: Frame?, to next: Frame, forced: [Bool]?) -> [TerminalCommand] {
        var commands: [TerminalCommand] = []
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
                if let previous, cell.isContinuation || (previous.cells[rowStart + x] == cell && forced?[rowStart + x] != true) {
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
