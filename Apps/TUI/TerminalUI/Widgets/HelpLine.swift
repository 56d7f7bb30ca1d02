/// The keys of a screen on one row: `key description` pairs, as many as fit. The screen's
/// entries come first, in order of importance; the `trailing` ones ("esc back", "? help")
/// are always shown, so when the row is too narrow the screen's last entries go first.
public struct HelpLine: Sendable {
    /// The screen's entries, most important first.
    public var entries: [KeyHelp]
    /// Entries always shown, at the end of the row.
    public var trailing: [KeyHelp]
    /// The style of the key names.
    public var keyStyle: Style
    /// The style of the descriptions.
    public var descriptionStyle: Style

    /// A help line of `entries` followed by `trailing`.
    public init(_ entries: [KeyHelp], trailing: [KeyHelp] = [], keyStyle: Style = Style(foreground: .cyan, bold: true), descriptionStyle: Style = .plain.dimmed) {
        self.entries = entries
        self.trailing = trailing
        self.keyStyle = keyStyle
        self.descriptionStyle = descriptionStyle
    }

    /// The entries that fit in `width` columns: the primary entries that fit, then the
    /// trailing ones.
    public func fitting(width: Int) -> [KeyHelp] {
        var shown = entries.filter(\.isPrimary)
        while !shown.isEmpty, Self.width(of: shown + trailing) > width {
            shown.removeLast()
        }
        return shown + trailing
    }

    /// Draws the entries that fit into the one-row `rect`.
    public func render(into frame: inout Frame, in rect: Rect) {
        guard !rect.isEmpty else { return }
        var x = rect.x + 1
        for entry in fitting(width: rect.width - 1) {
            x = frame.put(entry.keys, x: x, y: rect.y, style: keyStyle, maxWidth: rect.maxX - x)
            x = frame.put(" \(entry.description)", x: x, y: rect.y, style: descriptionStyle, maxWidth: rect.maxX - x)
            x += 2
        }
    }

    /// The columns `entries` take, two spaces between entries.
    public static func width(of entries: [KeyHelp]) -> Int {
        entries.reduce(0) { $0 + $1.keys.terminalWidth + 1 + $1.description.terminalWidth + 2 } - (entries.isEmpty ? 0 : 2)
    }
}
