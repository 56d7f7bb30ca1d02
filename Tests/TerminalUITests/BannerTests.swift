import TestSupport
import Testing
import TerminalUI

@Suite struct BannerTests {
    @Test func kindsMessagesAndHints() {
        var frame = Frame(size: Size(width: 50, height: 3))
        Banner(.error, "Can't reach the Counters server", hint: "r retry").render(into: &frame, in: Rect(x: 0, y: 0, width: 50, height: 1))
        Banner(.notice, "ADDED TO CART").render(into: &frame, in: Rect(x: 0, y: 1, width: 50, height: 1))
        Banner(.success, "Order 1042 sent: thank you! And a very long tail that is cut", hint: "n new order").render(into: &frame, in: Rect(x: 0, y: 2, width: 50, height: 1))
        Snapshot.assert(lines: frame.lines, named: "kinds")
    }

    @Test func aBannerStandsOutWithoutColour() {
        #expect(Banner(.error, "x").style.reverse)
        #expect(ANSIEncoder(depth: .none).sgr(Banner(.notice, "x").style) == "\u{1B}[0;1;7m")
    }
}
