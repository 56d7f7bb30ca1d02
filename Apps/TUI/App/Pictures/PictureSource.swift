import Foundation
import Imaging

/// Where the picture board gets its pictures: the environment's `ImageLoader` in the program,
/// a stub in tests (no HTTP, loads that finish when the test says so).
protocol PictureSource: Sendable {
    /// The picture at `url` fitted into `box` (alpha kept), or `nil` when it cannot be had
    /// (missing, not an image, too large, a network error): never a throw, never a crash.
    func picture(for url: URL, box: PixelBox) async -> RGBAImage?
}

extension ImageLoader: PictureSource {
    func picture(for url: URL, box: PixelBox) async -> RGBAImage? {
        // NB: no background: half blocks leave transparent pixels to the terminal's own
        // background, kitty and sixel draw alpha themselves.
        await thumbnail(for: url, box: box, background: nil)
    }
}
