import Foundation
import Imaging

/// Prints an item's picture above its details, in the protocol the terminal speaks.
enum Picture {
    /// How wide pictures are drawn, in terminal columns.
    static let columns = 16
    /// The most rows a picture takes.
    static let rows = 12

    /// Prints the picture at `url`, then a blank line; nothing at all when there is no URL,
    /// pictures are off, or the picture cannot be had (the loader logs why with `--verbose`).
    static func print(_ url: String?, graphics: TerminalGraphics, loader: ImageLoader) async {
        guard let url, let text = await render(url, graphics: graphics, loader: loader) else { return }
        Output.raw(text)
        Output.line()
    }

    /// The escape sequences or text drawing `url`, or `nil`.
    static func render(_ url: String, graphics: TerminalGraphics, loader: ImageLoader) async -> String? {
        switch graphics {
        case .off, .auto:
            return nil
        case .blocks:
            let image = await loader.thumbnail(forURLString: url, box: .halfBlocks(columns: columns, rows: rows))
            return image.map { HalfBlockRenderer.ansiText($0) }
        case .kitty:
            // Full resolution up to a generous box; the terminal scales it to `columns` cells.
            let image = await loader.thumbnail(forURLString: url, box: PixelBox(width: columns * 20, height: rows * 40), background: nil)
            return image.map { KittyEncoder.transmit($0, columns: columns) + "\n" }
        case .sixel:
            // Sixels are drawn pixel for pixel: scale to about `columns` cells of 10 pixels.
            guard let image = await loader.thumbnail(forURLString: url, box: PixelBox(width: columns * 10, height: rows * 20), background: nil) else { return nil }
            let fitted = ImageScaler.fit(image, in: PixelBox(width: columns * 10, height: rows * 20), background: nil, upscale: true)
            return SixelEncoder.encode(fitted) + "\n"
        }
    }
}
