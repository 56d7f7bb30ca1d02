import Imaging
import TerminalUI

/// How `kiosk-tui` draws pictures, from `--images` and the environment.
enum PictureMode {
    /// `option` resolved for this terminal: `auto` by `TerminalGraphics.resolve(environment:)`
    /// (blocks under tmux or screen, kitty or sixel where the terminal says so, else blocks),
    /// then:
    /// - sixel becomes half blocks when the terminal does not report its cell size in pixels
    ///   (`knowsCellSize`): a sixel is drawn at its own pixel size, and one sized on a guess
    ///   would spill over the text around it (kitty is told the cells to fill instead);
    /// - half blocks are off where no colour is shown (`NO_COLOR`, `TERM=dumb`): they are
    ///   nothing but colour.
    static func resolve(
        _ option: TerminalGraphics, environment: [String: String], depth: ANSIEncoder.ColorDepth, knowsCellSize: Bool = true
    ) -> TerminalGraphics {
        var mode = option.resolve(environment: environment)
        if mode == .sixel, !knowsCellSize { mode = .blocks }
        if mode == .blocks, depth == .none { return .off }
        return mode
    }
}
