import Imaging
import Testing

@Suite("Choosing the graphics protocol")
struct TerminalGraphicsTests {
    @Test(arguments: [
        ([String: String](), TerminalGraphics.off),
        (["TERM": "dumb"], .off),
        (["TERM": "xterm-kitty"], .kitty),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], .kitty),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .kitty),
        (["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"], .kitty),
        (["TERM": "screen-256color", "KITTY_WINDOW_ID": "1"], .blocks),
        (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], .blocks),
        (["TERM": "tmux-256color"], .blocks),
        (["TERM": "foot"], .sixel),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .sixel),
        (["TERM": "mlterm"], .sixel),
        (["TERM": "xterm-sixel"], .sixel),
        (["TERM": "xterm-256color"], .blocks),
        (["TERM": "linux"], .blocks),
    ])
    func autoFollowsTheEnvironment(environment: [String: String], expected: TerminalGraphics) {
        #expect(TerminalGraphics.auto.resolve(environment: environment) == expected)
    }

    @Test func anExplicitChoiceIsKept() {
        for mode in TerminalGraphics.allCases where mode != .auto {
            #expect(mode.resolve(environment: ["TERM": "dumb"]) == mode)
        }
        #expect(TerminalGraphics(rawValue: "sixel") == .sixel)
    }
}
