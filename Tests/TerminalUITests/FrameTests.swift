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
        frame.put("Rosé", x: 0, y: 0)
        #expect(frame.lines == ["Rosé"])
    }
}
