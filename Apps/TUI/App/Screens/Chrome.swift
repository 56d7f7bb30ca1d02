import Composition
import TerminalUI

/// The parts every screen shares: the title bar and the too-small notice.
enum Chrome {
    /// The smallest terminal a screen is drawn in; below it a notice replaces the screen.
    /// Screens are laid out to work from this size up (and snapshot-tested at it).
    static let minimumSize = Size(width: 60, height: 20)

    /// Whether `size` is below the minimum: the screen is then the notice, and no key but
    /// Ctrl-C acts (`Screen.route`), since nothing it would act on can be seen.
    static func isTooSmall(_ size: Size) -> Bool {
        size.width < minimumSize.width || size.height < minimumSize.height
    }

    /// A frame telling the user to enlarge the terminal, when `size` is below the minimum.
    static func tooSmallNotice(_ size: Size) -> Frame? {
        guard isTooSmall(size) else { return nil }
        var frame = Frame(size: size)
        let lines = [
            ("Terminal too small", Style.plain.bolded),
            ("\(size.width)×\(size.height), need \(minimumSize.width)×\(minimumSize.height)", Style.plain),
            ("ctrl-c quits", Style.plain.dimmed),
        ]
        let top = max(0, size.height / 2 - 1)
        for (offset, (text, style)) in lines.enumerated() {
            frame.text(text, in: Rect(size).row(top + offset), style: style, alignment: .center)
        }
        return frame
    }

    /// A reversed bar across the top row: the screen's title left, the version right.
    static func titleBar(_ frame: inout Frame, title: String) {
        let style = Style(bold: true, reverse: true)
        let bar = Rect(frame.size).row(0)
        frame.fill(bar, with: Cell(" ", style: style))
        let version = "v\(KioskVersion.current)"
        let (left, right) = bar.insetBy(dx: 1, dy: 0).splitLeft(bar.width - 2 - version.terminalWidth - 1)
        frame.text(title, in: left, style: style)
        frame.text(version, in: right, style: style, alignment: .trailing)
    }
}
