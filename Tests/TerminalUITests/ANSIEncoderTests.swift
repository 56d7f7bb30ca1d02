import Testing
import TerminalUI

@Suite struct ANSIEncoderTests {
    @Test func attributesAreSetFromAReset() {
        let encoder = ANSIEncoder(depth: .basic)
        #expect(encoder.sgr(.plain) == "\u{1B}[0m")
        #expect(encoder.sgr(Style(bold: true, dim: true, italic: true, underline: true, reverse: true)) == "\u{1B}[0;1;2;3;4;7m")
    }

    @Test func basicColoursUseTheShortCodesBrightOnesTheNinetiesRange() {
        let encoder = ANSIEncoder(depth: .basic)
        #expect(encoder.sgr(Style(foreground: .red, background: .blue)) == "\u{1B}[0;31;44m")
        #expect(encoder.sgr(Style(foreground: .gray, background: .basic(15))) == "\u{1B}[0;90;107m")
    }

    @Test func truecolourIsReducedForLesserTerminals() {
        let style = Style(foreground: .hex(0xE14D45), background: .hex(0xFFCD2B))
        #expect(ANSIEncoder(depth: .trueColor).sgr(style) == "\u{1B}[0;38;2;225;77;69;48;2;255;205;43m")
        #expect(ANSIEncoder(depth: .indexed256).sgr(style) == "\u{1B}[0;38;5;167;48;5;220m")
        #expect(ANSIEncoder(depth: .basic).sgr(style) == "\u{1B}[0;91;103m")
        #expect(ANSIEncoder(depth: .none).sgr(style) == "\u{1B}[0m")
    }

    @Test func indexedColoursAreReducedToTheBasicSixteen() {
        let encoder = ANSIEncoder(depth: .basic)
        #expect(encoder.sgr(Style(foreground: .indexed(196))) == "\u{1B}[0;91m")
        #expect(encoder.sgr(Style(foreground: .indexed(240))) == "\u{1B}[0;90m")
        #expect(encoder.sgr(Style(foreground: .indexed(4))) == "\u{1B}[0;34m")
    }

    @Test func greysUseTheGreyRamp() {
        #expect(ANSIEncoder(depth: .indexed256).sgr(Style(foreground: .rgb(128, 128, 128))) == "\u{1B}[0;38;5;244m")
    }

    @Test func withoutColourAttributesStillShow() {
        #expect(ANSIEncoder(depth: .none).sgr(Style(foreground: .red, bold: true, reverse: true)) == "\u{1B}[0;1;7m")
    }

    @Test func theEnvironmentChoosesTheDepthAndNoColorWins() {
        #expect(ANSIEncoder.depth(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(ANSIEncoder.depth(environment: ["NO_COLOR": "", "TERM": "xterm"]) == .basic)
        #expect(ANSIEncoder.depth(environment: ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(ANSIEncoder.depth(environment: ["COLORTERM": "24bit", "TERM": "xterm"]) == .trueColor)
        #expect(ANSIEncoder.depth(environment: ["TERM": "xterm-256color"]) == .indexed256)
        #expect(ANSIEncoder.depth(environment: ["TERM": "xterm"]) == .basic)
        #expect(ANSIEncoder.depth(environment: ["TERM": "dumb"]) == .none)
    }

    @Test func commandsBecomeOneBuffer() {
        let bytes = ANSIEncoder(depth: .basic).encode([.clearScreen, .moveTo(Point(x: 3, y: 1)), .setStyle(Style(foreground: .red)), .write("y日")])
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[0m\u{1B}[2J\u{1B}[2;4H\u{1B}[0;31my日")
    }
}
