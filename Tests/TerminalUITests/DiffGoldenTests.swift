import TestSupport
import Testing
import TerminalUI

/// Golden byte files for `FrameDiff` + `ANSIEncoder` at a fixed colour depth: the exact bytes
/// a terminal receives, in `__Snapshots__/DiffGoldenTests/<case>.golden`.
@Suite struct DiffGoldenTests {
    /// A small screen in the shape of the app's: a title bar, a list, a help line.
    static func screen(selection: Int, count: Int = 3, title: String = "Counters") -> Frame {
        var frame = Frame(size: Size(width: 24, height: 6))
        let bar = Style(bold: true, reverse: true)
        frame.fill(Rect(x: 0, y: 0, width: 24, height: 1), with: Cell(" ", style: bar))
        frame.put(" \(title)", x: 0, y: 0, style: bar)
        for index in 0..<count {
            let style = index == selection ? Style(foreground: .cyan, bold: true) : .plain
            frame.put("\(index == selection ? "›" : " ") Item \(index + 1)", x: 1, y: 1 + index, style: style)
        }
        frame.put("q", x: 1, y: 5, style: Style(foreground: .cyan, bold: true))
        frame.put(" quit", x: 2, y: 5, style: .plain.dimmed)
        return frame
    }

    func bytes(from previous: Frame?, to next: Frame, depth: ANSIEncoder.ColorDepth = .indexed256) -> [UInt8] {
        ANSIEncoder(depth: depth).encode(FrameDiff.commands(from: previous, to: next))
    }

    @Test func firstFrame() {
        Snapshot.assert(bytes: bytes(from: nil, to: Self.screen(selection: 0)), named: "first-frame")
    }

    @Test func selectionMovedDown() {
        Snapshot.assert(bytes: bytes(from: Self.screen(selection: 0), to: Self.screen(selection: 1)), named: "selection-moved")
    }

    @Test func oneItemAdded() {
        Snapshot.assert(bytes: bytes(from: Self.screen(selection: 0), to: Self.screen(selection: 0, count: 4)), named: "item-added")
    }

    @Test func wideGlyphsReplaced() {
        let before = Self.screen(selection: 0, title: "日本語 🍕")
        let after = Self.screen(selection: 0, title: "Pizza 🍕")
        Snapshot.assert(bytes: bytes(from: before, to: after), named: "wide-glyphs-replaced")
    }

    @Test func brandColoursAtEachDepth() {
        var before = Frame(size: Size(width: 12, height: 1))
        before.put("$9.70", x: 0, y: 0)
        var after = before
        after.put("ADDED", x: 6, y: 0, style: Style(foreground: .hex(0xFFFFFF), background: .hex(0xE14D45), bold: true))
        after.put("$9.70", x: 0, y: 0, style: Style(foreground: .hex(0xFFCD2B)))
        Snapshot.assert(bytes: bytes(from: before, to: after, depth: .trueColor), named: "brand-truecolor")
        Snapshot.assert(bytes: bytes(from: before, to: after, depth: .indexed256), named: "brand-256")
        Snapshot.assert(bytes: bytes(from: before, to: after, depth: .basic), named: "brand-16")
        Snapshot.assert(bytes: bytes(from: before, to: after, depth: .none), named: "brand-no-color")
    }
}
