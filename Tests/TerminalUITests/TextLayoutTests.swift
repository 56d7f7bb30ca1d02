import TestSupport
import Testing
import TerminalUI

@Suite struct TextLayoutTests {
    @Test func textThatFitsIsUnchanged() {
        #expect("Merlot".truncated(toWidth: 6) == "Merlot")
    }

    @Test func longTextEndsInAnEllipsisWithinTheWidth() {
        #expect("Cabernet Sauvignon".truncated(toWidth: 10) == "Cabernet …")
        #expect("Cabernet Sauvignon".truncated(toWidth: 10).terminalWidth == 10)
    }

    @Test func truncationCountsDisplayWidthNotCharacters() {
        #expect("日本語のワイン".truncated(toWidth: 7) == "日本語…")
        #expect("日本語のワイン".truncated(toWidth: 6) == "日本…")
        #expect("🍕🍕🍕".truncated(toWidth: 4) == "🍕…")
    }

    @Test func truncationNeverSplitsAGraphemeCluster() {
        #expect("Rose\u{301} wine".truncated(toWidth: 5) == "Rose\u{301}…")
        #expect("👩‍👩‍👧👩‍👩‍👧".truncated(toWidth: 3) == "👩‍👩‍👧…")
    }

    @Test func zeroWidthGivesNothing() {
        #expect("abc".truncated(toWidth: 0) == "")
        #expect("abc".truncated(toWidth: 1) == "…")
    }

    @Test func paddingAlignsByDisplayWidth() {
        #expect("日本".padded(toWidth: 6) == "日本  ")
        #expect("$9.70".padded(toWidth: 7, alignment: .trailing) == "  $9.70")
        #expect("ok".padded(toWidth: 5, alignment: .center) == " ok  ")
    }

    @Test func spansAreCutAtTheEdgeOfTheirRectangle() {
        var frame = Frame(size: Size(width: 20, height: 3))
        frame.line([Span("Margherita ", style: .plain.bolded), Span("tomato, mozzarella")], in: Rect(x: 1, y: 0, width: 18, height: 1))
        frame.text("$9.70", in: Rect(x: 0, y: 1, width: 20, height: 1), alignment: .trailing)
        frame.text("centred", in: Rect(x: 0, y: 2, width: 20, height: 1), alignment: .center)
        Snapshot.assert(lines: frame.lines, named: "spans")
    }
}
