import Testing
import TerminalUI

@Suite struct CharacterWidthTests {
    @Test(arguments: [
        ("a", 1), ("~", 1), ("\u{7}", 0), ("é", 1), ("e\u{301}", 1), ("ß", 1),
        ("日", 2), ("한", 2), ("Ａ", 2), ("ｱ", 1),
        ("🍕", 2), ("👍🏽", 2), ("🇮🇹", 2), ("👩‍👩‍👧", 2), ("1️⃣", 2), ("❤️", 2), ("❤", 1), ("☺︎", 1),
        ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0),
    ] as [(String, Int)])
    func graphemeClustersHaveTheirTerminalWidth(text: String, width: Int) {
        #expect(text.count == 1)
        #expect(text.terminalWidth == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func aStringIsTheSumOfItsClusters() {
        #expect("Pizza 🍕 ピザ".terminalWidth == 6 + 2 + 1 + 4)
    }
}
