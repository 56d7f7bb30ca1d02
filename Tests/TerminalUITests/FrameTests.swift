import Testing
import TerminalUI

@Suite struct FrameTests {
    @Test func textIsClippedToTheFrame() {
        var frame = Frame(size: Size(width: 6, height: 2))
        frame.put("Hello, world", x: 1, y: 0)
        #expect(frame.lines == [" Hello", "      "])
    }

    @Test func wideGlyphsTakeTwoColumns() {
        var frame = Frame(size: Size(width: 6, height: 1))
        let end = frame.put("日本", x: 0, y: 0)
        #expect(end == 4)
        #expect(frame.lines == ["日本  "])
        #expect(frame[1, 0].isContinuation)
    }

    @Test func aWideGlyphThatDoesNotFitIsLeftOut() {
        var frame = Frame(size: Size(width: 3, height: 1))
        frame.put("a日本", x: 0, y: 0)
        #expect(frame.lines == ["a日"])
    }

    @Test func combiningMarksStayWithTheirLetter() {
        var frame = Frame(size: Size(width: 4, height: 1))
        frame.put("Rose\u{301}", x: 0, y: 0)
        #expect(frame.lines == ["Rosé"])
        #expect(frame[3, 0].symbol == "e\u{301}")
    }

    @Test func emojiSequencesAreOneGlyph() {
        var frame = Frame(size: Size(width: 8, height: 1))
        let end = frame.put("🇮🇹👩‍👩‍👧!", x: 0, y: 0)
        #expect(end == 5)
        #expect(frame.lines == ["🇮🇹👩‍👩‍👧!   "])
    }

    @Test func overwritingTheRightHalfOfAWideGlyphBlanksItsLeftHalf() {
        var frame = Frame(size: Size(width: 5, height: 1))
        frame.put("日本", x: 0, y: 0)
        frame.put("x", x: 1, y: 0)
        #expect(frame.lines == [" x本 "])
        #expect(!frame[1, 0].isContinuation)
    }

    @Test func overwritingTheLeftHalfOfAWideGlyphBlanksItsRightHalf() {
        var frame = Frame(size: Size(width: 5, height: 1))
        frame.put("日本", x: 0, y: 0)
        frame.put("x", x: 2, y: 0)
        #expect(frame.lines == ["日x  "])
    }

    @Test func aWideGlyphAcrossTwoWideGlyphsBlanksBothOuterHalves() {
        var frame = Frame(size: Size(width: 5, height: 1))
        frame.put("日本", x: 0, y: 0)
        frame.put("語", x: 1, y: 0)
        #expect(frame.lines == [" 語  "])
        #expect(frame[2, 0].isContinuation)
        #expect(!frame[3, 0].isContinuation)
    }

    @Test func fillingOverHalfAGlyphLeavesNoHalfGlyph() {
        var frame = Frame(size: Size(width: 6, height: 1))
        frame.put("日本語", x: 0, y: 0)
        frame.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell("-"))
        #expect(frame.lines == [" -- 語"])
        frame[5, 0] = Cell("!")
        #expect(frame.lines == [" --  !"])
    }

    @Test func controlCharactersAreNeverDrawn() {
        var frame = Frame(size: Size(width: 6, height: 1))
        frame.put("a\u{1B}[2Jb\tc", x: 0, y: 0)
        #expect(frame.lines == ["a[2Jbc"])
    }

    @Test func restyleKeepsTheText() {
        var frame = Frame(size: Size(width: 3, height: 1))
        frame.put("abc", x: 0, y: 0)
        frame.restyle(Rect(x: 1, y: 0, width: 5, height: 3)) { $0.reverse = true }
        #expect(frame.lines == ["abc"])
        #expect(frame[0, 0].style == .plain)
        #expect(frame[2, 0].style == .plain.reversed)
    }
}
