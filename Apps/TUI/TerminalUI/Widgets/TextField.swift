/// Draws a one-line text field: its text (or a dimmed placeholder), the cursor as a reversed
/// cell when focused, optionally masked (PINs). Text wider than the field scrolls so that the
/// cursor stays visible.
public struct TextField: Sendable {
    /// The text and cursor.
    public var state: TextFieldState
    /// Shown, dimmed, when the text is empty.
    public var placeholder: String
    /// Whether the field has the keyboard (and shows its cursor).
    public var isFocused: Bool
    /// When set, every character is drawn as this one (a PIN is shown as "••••").
    public var mask: Character?
    /// The style of the text.
    public var style: Style

    /// A field showing `state`.
    public init(_ state: TextFieldState, placeholder: String = "", isFocused: Bool = true, mask: Character? = nil, style: Style = .plain.underlined) {
        self.state = state
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.mask = mask
        self.style = style
    }

    /// A field showing `text` with the cursor at its end: for view models that keep a plain
    /// string.
    public init(text: String, placeholder: String = "", isFocused: Bool = true, mask: Character? = nil, style: Style = .plain.underlined) {
        self.init(TextFieldState(text: text), placeholder: placeholder, isFocused: isFocused, mask: mask, style: style)
    }

    /// Draws the field into the one-row `rect`.
    public func render(into frame: inout Frame, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let row = rect.row(0)
        frame.fill(row, with: Cell(" ", style: style))
        var characters = Array(state.text)
        if let mask { characters = characters.map { _ in mask } }
        if characters.isEmpty, !placeholder.isEmpty {
            var dimmed = style
            dimmed.dim = true
            // NB: where typed text would start, the cursor on its first letter: a placeholder a
            // column to the right of the text's place read as something typed.
            frame.text(placeholder, in: row, style: dimmed)
            if isFocused { frame.restyle(Rect(x: row.x, y: row.y, width: 1, height: 1)) { $0.reverse.toggle() } }
            return
        }
        // Scroll so that the cursor (one column) fits: show the characters ending at it.
        var start = 0
        let widths = characters.map(\.terminalWidth)
        var used = widths[..<state.cursor].reduce(0, +) + 1
        while used > row.width, start < state.cursor {
            used -= widths[start]
            start += 1
        }
        var x = row.x
        for index in start..<characters.count {
            let width = widths[index]
            if x + width > row.maxX { break }
            var cellStyle = style
            // NB: a default the next key replaces is drawn selected, as editors show it.
            if isFocused, index == state.cursor || state.isDefault { cellStyle.reverse.toggle() }
            x = frame.put(String(characters[index]), x: x, y: row.y, style: cellStyle)
        }
        if isFocused, state.cursor == characters.count, x < row.maxX {
            var cursorStyle = style
            cursorStyle.reverse.toggle()
            frame.put(" ", x: x, y: row.y, style: cursorStyle)
        }
    }
}
