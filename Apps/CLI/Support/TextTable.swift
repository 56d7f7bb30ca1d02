import TerminalText

/// The CLI's plain-text tables: a header row, columns padded to their widest cell in terminal
/// columns (so "日本酒" or "🍷" keep the columns straight), some of them right-aligned.
///
/// Cells are server data as often as not, so each is made one line (tabs and line breaks become
/// spaces) and terminal-safe (`String.terminalSafe`) before it is measured. On a terminal, a
/// table wider than the window first leaves out its `droppable` columns (a URL is no use cut),
/// then gives up width from its `flexible` ones (the name), cut with "…"; piped output is
/// always whole.
struct TextTable {
    /// The column titles.
    var header: [String]
    /// The cells, one array per row, as many as `header`.
    var rows: [[String]]
    /// The columns aligned to the right (numbers, prices).
    ///
    /// NB: an array, not a `Set`: a handful of columns, and a process's first `Set` seeds the
    /// hasher from the system's random source.
    var rightAligned: [Int] = []
    /// The columns cut to fit a narrow terminal, the first given up first.
    var flexible: [Int] = []
    /// The columns left out, last first, of a table too wide for the terminal.
    var droppable: [Int] = []

    /// A flexible column is never cut narrower than this.
    static let minimumFlexibleWidth = 12

    /// The table's lines, fitted to `width` columns when it is given (a terminal's width).
    func lines(fittingWidth width: Int? = nil) -> [String] {
        let cells = ([header] + rows).map { row in row.map(\.singleLine.terminalSafe) }
        var widths = header.indices.map { column in cells.map { $0[column].terminalWidth }.max() ?? 0 }
        var shown = Array(header.indices)
        func excess() -> Int {
            guard let width else { return 0 }
            return shown.map { widths[$0] }.reduce(0, +) + 2 * (shown.count - 1) - width
        }
        for column in droppable.reversed() where excess() > 0 { shown.removeAll { $0 == column } }
        for column in flexible where excess() > 0 {
            widths[column] = max(min(widths[column], Self.minimumFlexibleWidth), widths[column] - excess())
        }
        return cells.map { row in
            let padded = shown.map { column in
                row[column].padded(toWidth: widths[column], alignment: rightAligned.contains(column) ? .trailing : .leading)
            }
            // NB: no trailing spaces, from a last column padded or a right one left empty.
            var line = padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Prints the table on stdout, fitted to the terminal when stdout is one.
    func print() {
        Output.lines(lines(fittingWidth: Output.terminalColumns))
    }
}

extension String {
    /// The text on one line: a tab or a line break (CRLF is one `Character`) becomes a space.
    var singleLine: String {
        // NB: most cells have none of these, which a look at the bytes shows without splitting
        // the text into Characters (each a grapheme break and a Unicode property look-up).
        guard utf8.containsLineBreakOrTab else { return self }
        return String(map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}

extension String.UTF8View {
    /// Whether these bytes may hold a tab or a line break: a byte from tab to carriage return
    /// (U+0009–U+000D), or the encodings of NEL (U+0085), LINE SEPARATOR (U+2028) and
    /// PARAGRAPH SEPARATOR (U+2029), the other characters `Character.isNewline` accepts.
    var containsLineBreakOrTab: Bool {
        var twoBack: UInt8 = 0
        var oneBack: UInt8 = 0
        for byte in self {
            if (0x09...0x0D).contains(byte) { return true }
            if byte == 0x85, oneBack == 0xC2 { return true }
            if byte == 0xA8 || byte == 0xA9, oneBack == 0x80, twoBack == 0xE2 { return true }
            (twoBack, oneBack) = (oneBack, byte)
        }
        return false
    }
}
