import TestSupport
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

    @Test func aFrameOfAnotherSizeIsAFullRepaint() {
        let before = Frame(size: Size(width: 3, height: 1))
        let after = Frame(size: Size(width: 4, height: 1))
        #expect(FrameDiff.commands(from: before, to: after).first == .clearScreen)
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

    @Test func aShortGapOfUnchangedCellsIsRewrittenRatherThanJumped() {
        var before = Frame(size: Size(width: 20, height: 1))
        before.put("a b c d", x: 0, y: 0)
        var after = before
        after.put("x", x: 0, y: 0)
        after.put("y", x: 4, y: 0)
        after.put("z", x: 15, y: 0)
        #expect(FrameDiff.commands(from: before, to: after) == [
            .moveTo(Point(x: 0, y: 0)), .setStyle(.plain), .write("x b y"), .moveTo(Point(x: 15, y: 0)), .write("z"),
        ])
    }

    @Test func aWideGlyphIsWrittenOnceAndTheCursorSkipsItsSecondHalf() {
        let before = Frame(size: Size(width: 6, height: 1))
        var after = before
        after.put("日本", x: 0, y: 0)
        #expect(FrameDiff.commands(from: before, to: after) == [
            .moveTo(Point(x: 0, y: 0)), .setStyle(.plain), .write("日本"),
        ])
    }

    @Test func replacingAWideGlyphWithNarrowOnesRewritesBothColumns() {
        var before = Frame(size: Size(width: 4, height: 1))
        before.put("日", x: 1, y: 0)
        var after = before
        after.put("ab", x: 1, y: 0)
        #expect(FrameDiff.commands(from: before, to: after) == [
            .moveTo(Point(x: 1, y: 0)), .setStyle(.plain), .write("ab"),
        ])
    }

    /// Replaying the encoded diff on a terminal showing the previous frame gives exactly the
    /// next frame (text and styles), for random frames with wide glyphs and colours.
    @Test(arguments: 0..<25)
    func replayingTheDiffOnThePreviousScreenGivesTheNextFrame(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let size = Size(width: 17, height: 5)
        let encoder = ANSIEncoder(depth: .trueColor)
        var screen = ScreenReplica(size: size)
        var previous: Frame?
        for _ in 0..<6 {
            let next = Self.randomFrame(size: size, changing: previous, using: &random)
            screen.apply(encoder.encode(FrameDiff.commands(from: previous, to: next)))
            #expect(screen.frame == next)
            previous = next
        }
    }

    static func randomFrame(size: Size, changing previous: Frame?, using random: inout SeededGenerator) -> Frame {
        let words = ["a", "bc", "日本", "🍕", "é", "x y", "語", "  ", "👍🏽", "z"]
        let styles = [Style.plain, .plain.bolded, Style(foreground: .red), Style(background: .hex(0x203040), underline: true), Style(foreground: .indexed(200), reverse: true)]
        var frame = previous ?? Frame(size: size)
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            frame.put(
                words.randomElement(using: &random)!,
                x: Int.random(in: -1..<size.width, using: &random),
                y: Int.random(in: 0..<size.height, using: &random),
                style: styles.randomElement(using: &random)!
            )
        }
        return frame
    }
}
