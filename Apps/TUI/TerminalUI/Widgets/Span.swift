/// A piece of text in one style; a line of a screen is a list of spans.
public struct Span: Hashable, Sendable {
    /// The text (one line).
    public var text: String
    /// How it looks.
    public var style: Style

    /// `text` in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

extension Frame {
    /// Writes `text` into the one-row `rect`, aligned, cut with an ellipsis when too wide.
    ///
    /// - Returns: the column after the last one written.
    @discardableResult
    public mutating func text(_ text: String, in rect: Rect, style: Style = .plain, alignment: Alignment = .leading) -> Int {
        line([Span(text, style: style)], in: rect, alignment: alignment)
    }

    /// Writes spans one after the other into the one-row `rect`, aligned; the span that
    /// overflows is cut with an ellipsis and the rest are left out.
    ///
    /// - Returns: the column after the last one written.
    @discardableResult
    public mutating func line(_ spans: [Span], in rect: Rect, alignment: Alignment = .leading) -> Int {
        guard !rect.isEmpty else { return rect.x }
        let total = spans.reduce(0) { $0 + $1.text.terminalWidth }
        var x: Int
        switch alignment {
        case .leading: x = rect.x
        case .center: x = rect.x + max(0, (rect.width - total) / 2)
        case .trailing: x = rect.x + max(0, rect.width - total)
        }
        for span in spans {
            let room = rect.maxX - x
            guard room > 0 else { break }
            let text = span.text.terminalWidth > room ? span.text.truncated(toWidth: room) : span.text
            x = put(text, x: x, y: rect.y, style: span.style, maxWidth: room)
            if text != span.text { break }
        }
        return x
    }

    /// Makes click targets of some of the spans `line(_:in:alignment:)` wrote into `rect`:
    /// span number `n` (from 0) becomes the target `names[n]`, with `index`.
    public mutating func addTargets(for spans: [Span], in rect: Rect, alignment: Alignment = .leading, names: [Int: String], index: Int = 0) {
        let total = spans.reduce(0) { $0 + $1.text.terminalWidth }
        var x: Int
        switch alignment {
        case .leading: x = rect.x
        case .center: x = rect.x + max(0, (rect.width - total) / 2)
        case .trailing: x = rect.x + max(0, rect.width - total)
        }
        for (number, span) in spans.enumerated() {
            let width = min(span.text.terminalWidth, max(0, rect.maxX - x))
            if let name = names[number], width > 0 { addTarget(name, index: index, in: Rect(x: x, y: rect.y, width: width, height: 1)) }
            x += span.text.terminalWidth
        }
    }
}
