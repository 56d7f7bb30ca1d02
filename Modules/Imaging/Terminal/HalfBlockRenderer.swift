/// Draws pictures with the upper half block "▀" (U+2580) in 24-bit colour: one column and two
/// pixel rows per cell. The fallback that works on every colour terminal, tmux included.
public enum HalfBlockRenderer {
    /// The character every cell shows.
    public static let character: Character = "▀"

    /// The cells of `image`, row by row: `image.width` columns and ⌈`image.height` / 2⌉ rows.
    /// Alpha is ignored: scale with a background first (`ImageScaler.fit`).
    public static func cells(_ image: RGBAImage) -> [[HalfBlockCell]] {
        stride(from: 0, to: image.height, by: 2).map { y in
            (0..<image.width).map { x in
                HalfBlockCell(top: image.color(x: x, y: y), bottom: y + 1 < image.height ? image.color(x: x, y: y + 1) : nil)
            }
        }
    }

    /// `image` as lines of text for a truecolour terminal: SGR 38;2 / 48;2 colours, repeated only
    /// when they change, and a reset (`ESC [ 0 m`) at the end of every line, so a line cut or
    /// followed by other output never leaks colour. Lines end with "\n", the last one too.
    ///
    /// - Parameter indent: spaces before each line (outside the coloured area).
    public static func ansiText(_ image: RGBAImage, indent: Int = 0) -> String {
        var text = ""
        let padding = String(repeating: " ", count: max(0, indent))
        for row in cells(image) {
            text += padding
            var foreground: RGBColor?
            var background: RGBColor??
            for cell in row {
                if foreground != cell.top {
                    text += "\u{1B}[38;2;\(cell.top.red);\(cell.top.green);\(cell.top.blue)m"
                    foreground = cell.top
                }
                if background != .some(cell.bottom) {
                    if let bottom = cell.bottom {
                        text += "\u{1B}[48;2;\(bottom.red);\(bottom.green);\(bottom.blue)m"
                    } else {
                        text += "\u{1B}[49m"
                    }
                    background = .some(cell.bottom)
                }
                text.append(character)
            }
            text += "\u{1B}[0m\n"
        }
        return text
    }
}
