import TestSupport
import Testing
import TerminalUI

@Suite struct HelpTests {
    static let entries = [
        KeyHelp("↑↓", "move"), KeyHelp("+/-", "count"), KeyHelp("a", "add"), KeyHelp("/", "search"),
        KeyHelp("e", "edit"), KeyHelp("s", "share", isPrimary: false), KeyHelp("esc", "back"), KeyHelp("?", "help"),
    ]

    static let line = HelpLine(Array(entries.dropLast(2)), trailing: Array(entries.suffix(2)))

    @Test func theHelpLineDropsTheScreensLastEntriesFirstAndKeepsTheTrailingOnes() {
        #expect(Self.line.fitting(width: 40).map(\.keys) == ["↑↓", "esc", "?"])
        #expect(Self.line.fitting(width: 30).map(\.keys) == ["esc", "?"])
        #expect(Self.line.fitting(width: 10).map(\.keys) == ["esc", "?"])
    }

    @Test func aBarThatLeavesEntriesOutSaysHowMany() {
        let row = Self.line.fitting(width: 40)
        #expect(row.last?.description == "help · 5 more")
        #expect(Self.line.fitting(width: 200).last?.description == "help")
    }

    @Test func everyEntryFitsOnTwoRowsBeforeAnyIsLeftOut() {
        let rows = Self.line.rows(width: 40)
        #expect(rows.count == 2)
        #expect(rows.flatMap { $0 }.map(\.keys) == ["↑↓", "+/-", "a", "/", "e", "s", "esc", "?"])
        // The secondary entries come after every primary one.
        #expect(HelpLine([KeyHelp("x", "share", isPrimary: false), KeyHelp("a", "add")]).rows(width: 80) == [[KeyHelp("a", "add"), KeyHelp("x", "share", isPrimary: false)]])
        #expect(Self.line.rowCount(width: 200) == 1)
    }

    @Test func helpLineAtTwoWidths() {
        var frame = Frame(size: Size(width: 80, height: 3))
        Self.line.render(into: &frame, in: Rect(x: 0, y: 0, width: 80, height: 1))
        Self.line.render(into: &frame, in: Rect(x: 0, y: 1, width: 40, height: 2))
        Snapshot.assert(lines: frame.lines, named: "help-line")
    }

    @Test func theOverlayListsEveryEntry() {
        var frame = Frame(size: Size(width: 60, height: 16))
        HelpOverlay(title: "Keys: Counters", entries: Self.entries).render(into: &frame, in: frame.bounds)
        Snapshot.assert(lines: frame.lines, named: "overlay")
        #expect(frame.lines.contains { $0.contains("share") })
    }

    @Test func anOverlayTooTallSaysHowManyAreMissing() {
        var frame = Frame(size: Size(width: 40, height: 8))
        HelpOverlay(entries: Self.entries).render(into: &frame, in: frame.bounds)
        Snapshot.assert(lines: frame.lines, named: "overlay-cut")
    }

    @Test func aBoxWithATitle() {
        var frame = Frame(size: Size(width: 20, height: 4))
        let inside = frame.box(frame.bounds, title: "Cart")
        #expect(inside == Rect(x: 1, y: 1, width: 18, height: 2))
        Snapshot.assert(lines: frame.lines, named: "box")
    }
}
