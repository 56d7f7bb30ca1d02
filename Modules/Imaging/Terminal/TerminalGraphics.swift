/// How pictures are drawn on a terminal: the `--images` option of `kiosk` and `kiosk-tui`.
public enum TerminalGraphics: String, Sendable, CaseIterable, Hashable {
    /// Pick from the environment (see `resolve(environment:)`).
    case auto
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty): full-resolution pixels.
    case kitty
    /// DEC sixel graphics (foot, mlterm, contour, iTerm2, xterm -ti vt340…): up to 256 colours.
    case sixel
    /// Truecolour half-block characters ("▀"): two pixels per cell, works everywhere that shows
    /// 24-bit colour, tmux and screen included.
    case blocks
    /// No pictures.
    case off

    /// The protocol to use: `self`, unless `auto`, which becomes, in this order:
    ///
    /// 1. `off` when `TERM` is unset, empty or `dumb` (no escape sequences at all);
    /// 2. `blocks` under tmux or screen (`TMUX` set, or `TERM` starting with `screen` or
    ///    `tmux`): they do not pass graphics protocols through by default, but do pass colour;
    /// 3. `kitty` when `KITTY_WINDOW_ID` is set, `TERM` contains `kitty`, or `TERM_PROGRAM` is
    ///    `WezTerm` or `ghostty`;
    /// 4. `sixel` when `TERM_PROGRAM` is one known to draw sixels (`iTerm.app`, `mlterm`,
    ///    `contour`, `foot`, `mintty`, `WarpTerminal`…) or `TERM` is `foot`, `mlterm`, `contour`,
    ///    `yaft` or contains `sixel`;
    /// 5. `blocks` otherwise.
    public func resolve(environment: [String: String]) -> TerminalGraphics {
        guard self == .auto else { return self }
        let term = (environment["TERM"] ?? "").lowercased()
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        if term.isEmpty || term == "dumb" { return .off }
        if !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("screen") || term.hasPrefix("tmux") { return .blocks }
        if !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty || term.contains("kitty") || Self.kittyPrograms.contains(program) {
            return .kitty
        }
        if Self.sixelPrograms.contains(program) || term.contains("sixel") || Self.sixelTerms.contains(where: { term == $0 || term.hasPrefix($0 + "-") }) {
            return .sixel
        }
        return .blocks
    }

    private static let kittyPrograms: Set<String> = ["wezterm", "ghostty"]
    private static let sixelPrograms: Set<String> = ["iterm.app", "mlterm", "contour", "foot", "mintty", "warpterminal", "konsole"]
    private static let sixelTerms = ["foot", "mlterm", "contour", "yaft"]
}
