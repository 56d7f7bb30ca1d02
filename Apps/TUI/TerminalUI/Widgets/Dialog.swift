/// A modal confirmation box: a title, a message and two choices, drawn over the screen.
///
/// The keys are the screen's: by convention `y`/enter confirms and `n`/esc cancels, which
/// the box says in its buttons.
public struct Dialog: Hashable, Sendable {
    /// The box's title ("Delete counters").
    public var title: String
    /// The question, wrapped to the box ("Delete 3 counters?").
    public var message: String
    /// The confirming choice ("Delete 3 counters").
    public var confirm: String
    /// The cancelling choice.
    public var cancel: String
    /// Whether confirming destroys something (the confirm button is then red).
    public var isDestructive: Bool

    /// A confirmation dialog.
    public init(title: String, message: String, confirm: String, cancel: String = "Cancel", isDestructive: Bool = false) {
        self.title = title
        self.message = message
        self.confirm = confirm
        self.cancel = cancel
        self.isDestructive = isDestructive
    }

    /// The keys of a dialog, for the help line and overlay.
    public static let keyHelp = [KeyHelp("y/enter", "confirm"), KeyHelp("n/esc", "cancel")]
    /// The click target of the confirming button (what `y` or Enter does).
    public static let confirmTarget = "dialog.confirm"
    /// The click target of the cancelling button (what `n` or Esc does).
    public static let cancelTarget = "dialog.cancel"

    /// Draws the box centred in `rect`, dimming what is behind it; nothing behind it takes a
    /// click, its two buttons do (`confirmTarget`, `cancelTarget`).
    public func render(into frame: inout Frame, in rect: Rect) {
        frame.restyle(rect) { $0.dim = true }
        frame.removeTargets(intersecting: rect)
        let confirmButton = "[y] \(confirm)", cancelButton = "[n] \(cancel)"
        let buttonsWidth = confirmButton.terminalWidth + 3 + cancelButton.terminalWidth
        let width = min(rect.width, max(buttonsWidth, title.terminalWidth + 4, min(50, message.terminalWidth)) + 4)
        let lines = Self.wrap(message, width: max(1, width - 4))
        let box = rect.centered(Size(width: width, height: lines.count + 5))
        let inside = frame.box(box, title: title, style: Style(foreground: isDestructive ? .red : .cyan, bold: true))
        guard !inside.isEmpty else { return }
        for (offset, line) in lines.enumerated() where offset < inside.height - 2 {
            frame.text(line, in: inside.insetBy(dx: 1, dy: 0).row(offset + 1))
        }
        let buttons = inside.insetBy(dx: 1, dy: 0).row(inside.height - 1)
        let spans = [
            Span(confirmButton, style: Style(foreground: isDestructive ? .red : .cyan, bold: true, reverse: true)),
            Span("   "),
            Span(cancelButton, style: .plain.bolded),
        ]
        frame.line(spans, in: buttons, alignment: .center)
        frame.addTargets(for: spans, in: buttons, alignment: .center, names: [0: Self.confirmTarget, 2: Self.cancelTarget])
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                while word.terminalWidth > width {
                    if !line.isEmpty { lines.append(line); line = "" }
                    var head = ""
                    for character in word {
                        if head.terminalWidth + character.terminalWidth > width { break }
                        head.append(character)
                    }
                    if head.isEmpty { head = String(word.first!) }
                    lines.append(head)
                    word.removeFirst(head.count)
                }
                if line.isEmpty {
                    line = word
                } else if line.terminalWidth + 1 + word.terminalWidth <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = word
                }
            }
            lines.append(line)
        }
        return lines
    }
}
