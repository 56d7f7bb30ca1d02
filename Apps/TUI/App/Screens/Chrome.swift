import Composition
import TerminalUI

/// The parts every screen shares: the title bar, the help line, the too-small notice.
enum Chrome {
    /// The smallest terminal a screen is drawn in; below it a notice replaces the screen.
    static let minimumSize = Size(width: 40, height: 12)

    /// A frame telling the user to enlarge the terminal, when `size` is below the minimum.
    static func tooSmallNotice(_ size: Size) -> Frame? {
        guard size.width < minimumSize.width || size.height < minimumSize.height else { return nil }
        var frame = Frame(size: size)
        let lines = ["Terminal too small", "\(size.width)×\(size.height), need \(minimumSize.width)×\(minimumSize.height)"]
        for (offset, line) in lines.enumerated() {
            let x = max(0, (size.width - line.terminalWidth) / 2)
            frame.put(line, x: x, y: size.height / 2 - 1 + offset, style: offset == 0 ? .plain.bolded : .plain)
        }
        return frame
    }

    /// A reversed bar across the top row.
    static func titleBar(_ frame: inout Frame, title: String, right: String = "", style: Style = Style(bold: true, reverse: true)) {
        let bar = style
        frame.fill(x: 0, y: 0, width: frame.size.width, height: 1, with: Cell(" ", style: bar))
        frame.put(" \(title)", x: 0, y: 0, style: bar)
        if !right.isEmpty {
            frame.put(right + " ", x: max(0, frame.size.width - right.terminalWidth - 1), y: 0, style: bar)
        }
    }

    /// The keys of the screen on the bottom row: `key description` pairs.
    static func helpLine(_ frame: inout Frame, keys: [(String, String)]) {
        let y = frame.size.height - 1
        var x = 1
        for (key, description) in keys {
            let width = key.terminalWidth + description.terminalWidth + 3
            guard x + width <= frame.size.width else { break }
            x = frame.put(key, x: x, y: y, style: Style(foreground: Theme.accent, bold: true))
            x = frame.put(" \(description)  ", x: x, y: y, style: .plain.dimmed)
        }
    }
}

/// The version text shown in title bars.
enum KioskVersionText {
    static let current = KioskVersion.current
}
