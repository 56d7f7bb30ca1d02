/// The `?` overlay: every key of the screen in a box over it, in a column of keys and a
/// column of descriptions.
public struct HelpOverlay: Sendable {
    /// The box's title.
    public var title: String
    /// Every entry, primary or not.
    public var entries: [KeyHelp]

    /// An overlay listing `entries`.
    public init(title: String = "Keys", entries: [KeyHelp]) {
        self.title = title
        self.entries = entries
    }

    /// Draws the box centred in `rect`, over what is there; entries that do not fit are cut
    /// and the last row says how many are missing.
    public func render(into frame: inout Frame, in rect: Rect) {
        let keyWidth = min(16, entries.map(\.keys.terminalWidth).max() ?? 0)
        let descriptionWidth = entries.map(\.description.terminalWidth).max() ?? 0
        let footer = "any key closes this"
        let inner = max(keyWidth + 2 + descriptionWidth, footer.terminalWidth, title.terminalWidth + 4)
        let size = Size(width: min(rect.width, inner + 4), height: min(rect.height, entries.count + 4))
        let box = rect.centered(size)
        let inside = frame.box(box, title: title, style: Style(foreground: .cyan))
        guard !inside.isEmpty else { return }
        let listRect = Rect(x: inside.x + 1, y: inside.y, width: inside.width - 2, height: inside.height - 1)
        let fits = entries.count <= listRect.height
        let shown = fits ? entries[...] : entries.prefix(max(0, listRect.height - 1))
        for (offset, entry) in shown.enumerated() {
            let row = listRect.row(offset)
            let (keys, rest) = row.splitLeft(keyWidth + 2)
            frame.text(entry.keys, in: keys, style: Style(foreground: .cyan, bold: true))
            frame.text(entry.description, in: rest)
        }
        if !fits {
            frame.text("… \(entries.count - shown.count) more", in: listRect.row(listRect.height - 1), style: .plain.dimmed)
        }
        frame.text(footer, in: inside.row(inside.height - 1), style: .plain.dimmed, alignment: .center)
    }
}
