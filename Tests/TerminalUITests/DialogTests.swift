import TestSupport
import Testing
import TerminalUI

@Suite struct DialogTests {
    @Test func aConfirmationIsCentredOverTheDimmedScreen() {
        var frame = Frame(size: Size(width: 60, height: 12))
        for row in 0..<12 { frame.put(String(repeating: "background ", count: 6), x: 0, y: row) }
        Dialog(title: "Delete counters", message: "Delete 3 counters? This cannot be undone.", confirm: "Delete 3 counters", isDestructive: true)
            .render(into: &frame, in: frame.bounds)
        Snapshot.assert(lines: frame.lines, named: "delete-confirmation")
        #expect(frame[0, 0].style.dim)
    }

    @Test func aNarrowScreenWrapsTheMessage() {
        var frame = Frame(size: Size(width: 30, height: 10))
        Dialog(title: "Check out", message: "Send the order of 4 pizzas and 2 drinks for $52.40?", confirm: "Order").render(into: &frame, in: frame.bounds)
        Snapshot.assert(lines: frame.lines, named: "narrow")
    }

    @Test func wrappingBreaksAtSpacesAndCutsLongWords() {
        #expect(Dialog.wrap("one two three", width: 7) == ["one two", "three"])
        #expect(Dialog.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }
}
