import TestSupport
import Testing
import TerminalUI

@Suite struct ListViewTests {
    func render(count: Int, selection: Int?, size: Size = Size(width: 20, height: 5)) -> Frame {
        var frame = Frame(size: size)
        ListView(count: count, selection: selection, emptyText: "No counters yet").render(into: &frame, in: frame.bounds) { index, rect, frame in
            frame.text("Item \(index + 1)", in: rect)
        }
        return frame
    }

    @Test func itemsOfTwoRowsFitHalfAsManyAndAreHighlightedWhole() {
        var frame = Frame(size: Size(width: 12, height: 5))
        var list = ListView(count: 10, selection: 4)
        list.itemHeight = 2
        var drawn: [Int: Rect] = [:]
        list.render(into: &frame, in: frame.bounds) { index, rect, frame in
            drawn[index] = rect
            frame.text("Item \(index)", in: rect.row(0))
        }
        // Two whole items fit in five rows, the window around the selection.
        #expect(drawn == [3: Rect(x: 0, y: 0, width: 11, height: 2), 4: Rect(x: 0, y: 2, width: 11, height: 2)])
        #expect(frame.lines[2].hasPrefix("Item 4"))
        #expect(frame[0, 2].style.reverse && frame[5, 3].style.reverse)
        #expect(!frame[0, 1].style.reverse && !frame[0, 4].style.reverse)
        #expect(frame[11, 0].symbol == "┃" || frame[11, 0].symbol == "│")
    }

    @Test func aShortListIsShownWhole() {
        #expect(ListView.window(selection: 2, count: 3, height: 5) == 0..<3)
    }

    @Test func theWindowFollowsTheSelectionAndStopsAtTheEnds() {
        #expect(ListView.window(selection: 0, count: 100, height: 10) == 0..<10)
        #expect(ListView.window(selection: 5, count: 100, height: 10) == 0..<10)
        #expect(ListView.window(selection: 6, count: 100, height: 10) == 1..<11)
        #expect(ListView.window(selection: 50, count: 100, height: 10) == 45..<55)
        #expect(ListView.window(selection: 99, count: 100, height: 10) == 90..<100)
    }

    @Test func theSelectionIsAlwaysVisible() {
        for selection in 0..<57 {
            #expect(ListView.window(selection: selection, count: 57, height: 7).contains(selection))
        }
    }

    @Test func aSelectionOutOfRangeIsClamped() {
        #expect(ListView.window(selection: 500, count: 20, height: 5) == 15..<20)
        #expect(ListView.window(selection: -3, count: 20, height: 5) == 0..<5)
    }

    @Test func theSelectedRowIsReversedAndAScrollbarShowsThePosition() {
        let frame = render(count: 50, selection: 25)
        Snapshot.assert(lines: frame.lines, named: "middle-of-50")
        #expect(frame[0, 2].style.reverse)
        #expect(!frame[0, 1].style.reverse)
    }

    @Test func anEmptyListShowsItsText() {
        Snapshot.assert(lines: render(count: 0, selection: nil).lines, named: "empty")
    }

    @Test func tenThousandItemsDrawOnlyTheVisibleRows() {
        var drawn: [Int] = []
        var frame = Frame(size: Size(width: 20, height: 5))
        ListView(count: 10_000, selection: 9_999, emptyText: "").render(into: &frame, in: frame.bounds) { index, _, _ in
            drawn.append(index)
        }
        #expect(drawn == Array(9_995..<10_000))
    }
}
