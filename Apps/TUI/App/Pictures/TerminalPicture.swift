import Imaging
import TerminalUI

/// A picture prepared for the terminal in one of the drawing modes: half-block cells, or the
/// image that a kitty or sixel placement carries, with the cells it covers.
///
/// Made off the main actor once a load finishes, so rendering only copies cells or places
/// bytes already encoded.
struct TerminalPicture: Sendable {
    /// What is drawn.
    enum Content: Sendable {
        /// Half blocks: rows of cells, ready to copy into a frame.
        case cells([[Cell]])
        /// A kitty image: encoded per placement, since the image id is part of the bytes.
        case kitty(RGBAImage)
        /// A sixel sequence (it names no image, so one encoding serves every placement).
        case sixel([UInt8])
    }

    /// How many columns the picture covers.
    let columns: Int
    /// How many rows it covers.
    let rows: Int
    /// The cells or the bytes.
    let content: Content

    /// `image` (already fitted into the pixel box of the cells) for `mode`, where one cell is
    /// `cellPixels` pixels; `nil` for `.off` and `.auto` (resolve it first).
    init?(_ image: RGBAImage, mode: TerminalGraphics, cellPixels: PixelBox) {
        switch mode {
        case .blocks:
            let cells = Self.halfBlocks(image)
            columns = image.width
            rows = cells.count
            content = .cells(cells)
        case .kitty, .sixel:
            let cell = PixelBox(width: max(1, cellPixels.width), height: max(1, cellPixels.height))
            columns = max(1, (image.width + cell.width - 1) / cell.width)
            rows = max(1, (image.height + cell.height - 1) / cell.height)
            content = mode == .kitty ? .kitty(image) : .sixel(Array(SixelEncoder.encode(image).utf8))
        case .off, .auto:
            return nil
        }
    }

    /// The image as "▀" cells (`HalfBlockRenderer`): the upper pixel in the foreground, the
    /// lower one in the background; a transparent pixel is the terminal's own background ("▄"
    /// when only the lower pixel shows, a blank when neither does).
    static func halfBlocks(_ image: RGBAImage) -> [[Cell]] {
        func color(_ pixel: RGBColor?) -> Color? {
            pixel.map { .rgb($0.red, $0.green, $0.blue) }
        }
        return HalfBlockRenderer.cells(image).map { row in
            row.map { cell in
                switch (color(cell.top), color(cell.bottom)) {
                case let (top?, bottom): Cell(String(HalfBlockRenderer.character), style: Style(foreground: top, background: bottom ?? .default))
                case let (nil, bottom?): Cell(String(HalfBlockRenderer.lowerCharacter), style: Style(foreground: bottom))
                case (nil, nil): Cell(" ")
                }
            }
        }
    }
}
