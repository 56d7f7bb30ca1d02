/// A one-row message across the screen: an error (the API cannot be reached), a notice
/// ("ADDED TO CART") or a success, with an optional hint on the right ("r retry").
public struct Banner: Hashable, Sendable {
    /// What kind of message, which sets its colours.
    public enum Kind: Hashable, Sendable {
        /// Something failed; a red bar.
        case error
        /// Something to note; a yellow bar.
        case notice
        /// Something worked; a green bar.
        case success
    }

    /// The kind.
    public var kind: Kind
    /// The message.
    public var message: String
    /// A hint, right-aligned: the key that acts on the message.
    public var hint: String?

    /// A banner saying `message`.
    public init(_ kind: Kind, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// The banner's style: its colour reversed, so that with `NO_COLOR` the reversed bar
    /// still stands out. A brand colour may replace it through `style:` in `render`.
    public var style: Style {
        switch kind {
        case .error: Style(foreground: .red, bold: true, reverse: true)
        case .notice: Style(foreground: .yellow, bold: true, reverse: true)
        case .success: Style(foreground: .green, bold: true, reverse: true)
        }
    }

    /// Draws the banner into the one-row `rect`.
    public func render(into frame: inout Frame, in rect: Rect, style: Style? = nil) {
        guard !rect.isEmpty else { return }
        let style = style ?? self.style
        let row = rect.row(0)
        frame.fill(row, with: Cell(" ", style: style))
        let icon = kind == .error ? "! " : ""
        let hintWidth = hint.map { $0.terminalWidth + 2 } ?? 0
        let (text, right) = row.insetBy(dx: 1, dy: 0).splitLeft(max(0, row.width - 2 - hintWidth))
        frame.text(icon + message, in: text, style: style)
        if let hint { frame.text(hint, in: right, style: style, alignment: .trailing) }
    }
}
