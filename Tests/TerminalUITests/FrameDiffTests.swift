import Testing
import TerminalUI

@Suite struct FrameDiffTests {
    @Test func theFirstFrameIsAFullRepaint() {
        var frame = Frame(size: Size(width: 3, height: 1))
        frame.put("ab", x: 0, y: 0)
        #expect(FrameDiff.commands(from: nil, to: frame) == [
            .clearScreen, .moveTo(Point(x: 0, y: 0)), .setStyle(.plain), .write("ab "),
        ])
    }

    @Test func anUnchangedFrameWritesNothing() {
        var frame = Frame(size: Size(width: 10, height: 3))
        frame.put("same", x: 2, y: 1)
        #expect(FrameDiff.commands(from: frame, to: frame).isEmpty)
    }

    @Test func onlyChangedCellsAreWritten() {
        var before = Frame(size: Size(width: 10, height: 2))
        before.put("count 5", x: 0, y: 1)
        var after = before
        after.put("6", x: 6, y: 1, style: .plain.bolded)
        #expect(FrameDiff.commands(from: before, to: after) == [
            .moveTo(Point(x: 6, y: 1)), .setStyle(.plain.bolded), .write("6"),
        ])
    }

    @Test func encodedBytesAreOneBufferWithCursorMovesAndSGR() {
        var before = Frame(size: Size(width: 10, height: 2))
        before.put("x", x: 0, y: 0)
        var after = before
        after.put("y", x: 3, y: 1, style: Style(foreground: .red))
        let bytes = ANSIEncoder(depth: .basic).encode(FrameDiff.commands(from: before, to: after))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[2;4H\u{1B}[0;31my")
    }

    @Test func truecolourIsReducedForLesserTerminals() {
        let style = Style(foreground: .hex(0xE14D45))
        #expect(ANSIEncoder(depth: .trueColor).sgr(style) == "\u{1B}[0;38;2;225;77;69m")
        #expect(ANSIEncoder(depth: .indexed256).sgr(style) == "\u{1B}[0;38;5;167m")
        #expect(ANSIEncoder(depth: .none).sgr(style) == "\u{1B}[0m")
    }

    @Test func noColorIsHonoured() {
        #expect(ANSIEncoder.depth(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(ANSIEncoder.depth(environment: ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(ANSIEncoder.depth(environment: ["TERM": "xterm-256color"]) == .indexed256)
        #expect(ANSIEncoder.depth(environment: ["TERM": "xterm"]) == .basic)
    }
}
