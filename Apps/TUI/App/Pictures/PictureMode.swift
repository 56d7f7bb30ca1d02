import Imaging
import TerminalUI

/// How `kiosk-tui` draws pictures, from `--images` and the environment.
enum PictureMode {
    /// `option` resolved for this terminal: `auto` by `TerminalGraphics.resolve(environment:)`
    /// (blocks under tmux or screen, kitty or sixel where the terminal says so, else blocks),
    /// then half blocks turned off where no colour is shown (`NO_COLOR`, `TERM=dumb`): they
    /// are nothing but colour.
    static func resolve(_ option: TerminalGraphics, environment: [String: String], depth: ANSIEncoder.ColorDepth) -> TerminalGraphics {
        let mode = option.resolve(environment: environment)
        if mode == .blocks, depth == .none { return .off }
        return mode
    }
}
