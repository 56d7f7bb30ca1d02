/// Draws pictures with the upper half block "▀" (U+2580) in 24-bit colour: one column and two
/// pixel rows per cell. The fallback that works on every colour terminal, tmux included.
public enum HalfBlockRenderer {
    /// The character every cell shows.
    public static let character: Character = "▀"
    /// The character of a cell whose upper pixel is transparent: the lower half block "▄".
    public static let lowerCharacter: Character = "▄"

    /// The cells of `image`, row by row: `image.width` columns and ⌈`image.height` / 2⌉ rows.
    /// A pixel less than half opaque is transparent (`nil`); scale with a background first
    /// (`ImageScaler.fit`) for a picture with no transparent pixels.
    public static func cells(_ image: RGBAImage) -> [[HalfBlockCell]] {
        func pixel(_ x: Int, _ y: Int) -> RGBColor? {
            y < image.height && image.alpha(x: x, y: y) >= 128 ? image.color(x: x, y: y) : nil
        }
        return stride(from: 0, to: image.height, by: 2).map { y in
            (0..<image.width).map { x in HalfBlockCell(top: pixel(x, y), bottom: pixel(x, y + 1)) }
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
                // NB: with a transparent upper pixel the lower one is drawn as "▄" in the
                // foreground, so both halves can show the terminal's own background.
                let (glyph, ink, paper): (Character, RGBColor?, RGBColor?) = switch (cell.top, cell.bottom) {
                case let (top?, bottom): (character, top, bottom)
                case let (nil, bottom?): (lowerCharacter, bottom, nil)
                case (nil, nil): (" ", nil, nil)
                }
                if let ink, foreground != ink {
                    text += "\u{1B}[38;2;\(ink.red);\(ink.green);\(ink.blue)m"
                    foreground = ink
                }
                if background != .some(paper) {
                    if let paper {
                        text += "\u{1B}[48;2;\(paper.red);\(paper.green);\(paper.blue)m"
                    } else {
                        text += "\u{1B}[49m"
                    }
                    background = .some(paper)
                }
                text.append(glyph)
            }
            text += "\u{1B}[0m\n"
        }
        return text
    }
}
