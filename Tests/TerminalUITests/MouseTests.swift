import TestSupport
import Testing
import TerminalUI

/// SGR mouse reports in the key decoder (1006: `ESC [ < b ; x ; y M` pressed, `m` released),
/// and the click targets frames carry.
@Suite struct MouseTests {
    func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    // MARK: - Decoding

    @Test func pressesAndReleasesOfEachButtonAtZeroBasedCells() {
        #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.press(.left), x: 9, y: 4))])
        #expect(decode("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(.release(.left), x: 9, y: 4))])
        #expect(decode("\u{1B}[<1;1;1M\u{1B}[<2;300;90M") == [
            .mouse(MouseEvent(.press(.middle), x: 0, y: 0)), .mouse(MouseEvent(.press(.right), x: 299, y: 89)),
        ])
    }

    @Test func theWheelAndModifiers() {
        #expect(decode("\u{1B}[<64;3;4M\u{1B}[<65;3;4M") == [.mouse(MouseEvent(.wheelUp, x: 2, y: 3)), .mouse(MouseEvent(.wheelDown, x: 2, y: 3))])
        #expect(decode("\u{1B}[<16;2;2M") == [.mouse(MouseEvent(.press(.left), x: 1, y: 1, modifiers: .control))])
        #expect(decode("\u{1B}[<4;2;2M") == [.mouse(MouseEvent(.press(.left), x: 1, y: 1, modifiers: .shift))])
        #expect(decode("\u{1B}[<32;5;6M") == [.mouse(MouseEvent(.drag(.left), x: 4, y: 5))])
        // Sideways wheels scroll nothing here.
        #expect(decode("\u{1B}[<66;3;4Mx") == [.character("x")])
    }

    @Test func reportsAmongKeysBreakNoKey() {
        #expect(decode("a\u{1B}[<0;2;3M\u{1B}[Ab\u{1B}[<65;1;1M\r") == [
            .character("a"), .mouse(.click(x: 1, y: 2)), .up, .character("b"), .mouse(MouseEvent(.wheelDown, x: 0, y: 0)), .enter,
        ])
        // Alt-<, typed, is still Alt-<.
        #expect(decode("\u{1B}<") == [.modified(.character("<"), .alt)])
    }

    @Test func aReportSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[<0;1".utf8)) == [])
        #expect(decoder.hasPending)
        #expect(decoder.feed(Array("2;7M".utf8)) == [.mouse(.click(x: 11, y: 6))])
        #expect(!decoder.hasPending)
    }

    @Test func malformedReportsAreDropped() {
        #expect(decode("\u{1B}[<0;0;5M\u{1B}[<0;5M\u{1B}[<;;M\u{1B}[<0;1;1;1Mz") == [.character("z")])
    }

    @Test func theEventsBytesDecodeToTheEvent() {
        for event in [MouseEvent.click(x: 0, y: 0), MouseEvent(.release(.right), x: 41, y: 12), MouseEvent(.wheelUp, x: 5, y: 5, modifiers: [.alt])] {
            var decoder = KeyDecoder()
            #expect(decoder.feed(event.sgrBytes) == [.mouse(event)])
        }
    }

    @Test func aMouseKeyIsNamedForHelp() {
        #expect(Key.mouse(.click(x: 1, y: 1)).label == "click")
        #expect(Key.mouse(MouseEvent(.wheelDown, x: 1, y: 1)).label == "wheel")
    }

    // MARK: - Targets

    @Test func theLastTargetDrawnUnderAPointWins() {
        var frame = Frame(size: Size(width: 20, height: 5))
        frame.addTarget("row", index: 1, in: Rect(x: 0, y: 1, width: 20, height: 1))
        frame.addTarget("button", in: Rect(x: 15, y: 1, width: 3, height: 1))
        #expect(frame.target(atX: 3, y: 1)?.index == 1)
        #expect(frame.target(atX: 16, y: 1)?.name == "button")
        #expect(frame.target(atX: 3, y: 2) == nil)
        // Clipped to the frame; nothing outside it.
        frame.addTarget("off", in: Rect(x: 18, y: 4, width: 10, height: 3))
        #expect(frame.targets.last?.rect == Rect(x: 18, y: 4, width: 2, height: 1))
    }

    @Test func aListMakesATargetOfEachVisibleItem() {
        var frame = Frame(size: Size(width: 20, height: 4))
        ListView(count: 100, selection: 50).render(into: &frame, in: frame.bounds) { index, rect, frame in
            frame.text("\(index)", in: rect)
        }
        #expect(frame.targets.map(\.index) == [48, 49, 50, 51])
        #expect(frame.target(atX: 0, y: 2)?.index == 50)
        // The scrollbar column belongs to no row.
        #expect(frame.target(atX: 19, y: 2) == nil)
    }

    @Test func aDialogTakesEveryClickBehindItAndItsButtonsAreTargets() {
        var frame = Frame(size: Size(width: 50, height: 12))
        ListView(count: 12, selection: 0).render(into: &frame, in: frame.bounds) { _, _, _ in }
        Dialog(title: "Delete", message: "Delete 2 counters?", confirm: "Delete 2 counters", isDestructive: true).render(into: &frame, in: frame.bounds)
        #expect(frame.targets.map(\.name) == [Dialog.confirmTarget, Dialog.cancelTarget])
        let row = frame.lines.firstIndex { $0.contains("[y] Delete 2 counters") }!
        let confirm = frame.lines[row].distance(from: frame.lines[row].startIndex, to: frame.lines[row].range(of: "[y]")!.lowerBound)
        let cancel = frame.lines[row].distance(from: frame.lines[row].startIndex, to: frame.lines[row].range(of: "[n]")!.lowerBound)
        #expect(frame.target(atX: confirm, y: row)?.name == Dialog.confirmTarget)
        #expect(frame.target(atX: cancel + 1, y: row)?.name == Dialog.cancelTarget)
        #expect(frame.target(atX: 0, y: 0) == nil)
    }

    @Test func targetsAreNotWhatTheTerminalShows() {
        var a = Frame(size: Size(width: 4, height: 1)), b = a
        a.addTarget("row", in: a.bounds)
        #expect(a == b)
        b.put("x", x: 0, y: 0)
        #expect(a != b)
    }
}
