/// The keys of a screen at the bottom: `key description` pairs on one row, or two when one is
/// not enough. The screen's primary entries come first, then the others, then the `trailing`
/// ones ("esc back", "? help"), which are always shown. What does not fit even on two rows is
/// left out from the end, and the last trailing entry says how many were ("? help · 3 more"),
/// so the bar never passes for the whole list; the `?` overlay has every key.
public struct HelpLine: Sendable {
    /// The screen's entries, most important first.
    public var entries: [KeyHelp]
    /// Entries always shown, at the end.
    public var trailing: [KeyHelp]
    /// The style of the key names.
    public var keyStyle: Style
    /// The style of the descriptions.
    public var descriptionStyle: Style
    /// The most rows the entries may take.
    public var maximumRows: Int

    /// A help line of `entries` followed by `trailing`, on at most `maximumRows` rows.
    public init(_ entries: [KeyHelp], trailing: [KeyHelp] = [], maximumRows: Int = 2,
                keyStyle: Style = Style(foreground: .cyan, bold: true), descriptionStyle: Style = .plain.dimmed) {
        self.entries = entries
        self.trailing = trailing
        self.maximumRows = maximumRows
        self.keyStyle = keyStyle
        self.descriptionStyle = descriptionStyle
    }

    /// The entries in the order shown: primary ones, then the others.
    var ordered: [KeyHelp] { entries.filter(\.isPrimary) + entries.filter { !$0.isPrimary } }

    /// The entries that fit in rows of `width` columns, row by row: as many as fit, in order,
    /// then the trailing ones (the last of them counting what was left out).
    public func rows(width: Int) -> [[KeyHelp]] {
        let all = ordered
        var shown = all.count
        while true {
            var tail = trailing
            if shown < all.count, let last = tail.popLast() {
                tail.append(KeyHelp(last.keys, "\(last.description) · \(all.count - shown) more", isPrimary: last.isPrimary))
            }
            if let rows = Self.flow(Array(all.prefix(shown)) + tail, width: width, maximumRows: max(1, maximumRows)) { return rows }
            if shown == 0 { return [tail] }
            shown -= 1
        }
    }

    /// The entries that fit on one row of `width` columns (the first row of `rows`).
    public func fitting(width: Int) -> [KeyHelp] {
        HelpLine(entries, trailing: trailing, maximumRows: 1).rows(width: width).first ?? []
    }

    /// `entries` laid out in order on rows of `width` columns, or `nil` when they need more
    /// than `maximumRows` rows.
    static func flow(_ entries: [KeyHelp], width: Int, maximumRows: Int) -> [[KeyHelp]]? {
        var rows: [[KeyHelp]] = [[]]
        for entry in entries {
            if !rows[rows.count - 1].isEmpty, Self.width(of: rows[rows.count - 1] + [entry]) > width {
                rows.append([])
            }
            rows[rows.count - 1].append(entry)
        }
        guard rows.count <= maximumRows, rows.allSatisfy({ Self.width(of: $0) <= width || $0.count == 1 }) else { return nil }
        return rows
    }

    /// How many rows the entries take in `width` columns.
    public func rowCount(width: Int) -> Int { rows(width: width - 1).count }

    /// Draws the entries into `rect`, one row of entries per row of `rect`.
    public func render(into frame: inout Frame, in rect: Rect) {
        guard !rect.isEmpty else { return }
        for (number, row) in rows(width: rect.width - 1).enumerated() where number < rect.height {
            var x = rect.x + 1
            for entry in row {
                x = frame.put(entry.keys, x: x, y: rect.y + number, style: keyStyle, maxWidth: rect.maxX - x)
                x = frame.put(" \(entry.description)", x: x, y: rect.y + number, style: descriptionStyle, maxWidth: rect.maxX - x)
                x += 2
            }
        }
    }

    /// The columns `entries` take, two spaces between entries.
    public static func width(of entries: [KeyHelp]) -> Int {
        entries.reduce(0) { $0 + $1.keys.terminalWidth + 1 + $1.description.terminalWidth + 2 } - (entries.isEmpty ? 0 : 2)
    }
}
