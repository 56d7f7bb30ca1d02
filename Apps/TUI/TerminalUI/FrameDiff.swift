/// The pure difference between two frames, as drawing commands.
public enum FrameDiff {
    /// Commands that turn the screen showing `previous` into `next`.
    ///
    /// `previous == nil` (the first frame, or after a resize) means a full repaint. Otherwise
    /// only runs of changed cells are written, with a cursor move only where a run does not
    /// continue from where the last write left the cursor, and a style change only where the
    /// style differs from the current one.
    public static func commands(from previous: Frame?, to next: Frame) -> [TerminalCommand] {
        var commands: [TerminalCommand] = []
        let full = previous == nil || previous?.size != next.size
        if full { commands.append(.clearScreen) }
        var cursor: Point?
        var style: Style?
        var pending = ""

        func flush() {
            if !pending.isEmpty { commands.append(.write(pending)); pending = "" }
        }

        for y in 0..<next.size.height {
            for x in 0..<next.size.width {
                let cell = next[x, y]
                if !full, let previous, previous[x, y] == cell { continue }
                if cell.isContinuation { continue }
                let position = Point(x: x, y: y)
                if cursor != position {
                    flush()
                    commands.append(.moveTo(position))
                }
                if style != cell.style {
                    flush()
                    commands.append(.setStyle(cell.style))
                    style = cell.style
                }
                pending += cell.symbol.isEmpty ? " " : cell.symbol
                let width = max(1, cell.symbol.first?.terminalWidth ?? 1)
                cursor = Point(x: x + width, y: y)
                // NB: terminals do not wrap the cursor predictably at the right margin; force a move.
                if cursor!.x >= next.size.width { cursor = nil }
            }
        }
        flush()
        return commands
    }
}
