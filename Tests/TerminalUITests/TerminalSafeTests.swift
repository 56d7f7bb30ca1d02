import Testing
import TerminalUI

/// What `terminalSafe` shows as "?": exactly the control characters of Unicode's control
/// category but a line feed and a tab, and the bidi embeddings, overrides and isolates.
@Suite struct TerminalSafeTests {
    @Test func everyScalarIsShownAsTheControlCategoryAndTheBidiControlsDecide() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let control = scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
            let bidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            let text = "a\(Character(scalar))é"
            if text.terminalSafe != (control || bidi ? "a?é" : text) { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }

    @Test func aCarriageReturnBeforeALineFeedBecomesALineFeed() {
        #expect("a\r\nb\rc\u{202E}d\u{200F}".terminalSafe == "a\nb?c?d\u{200F}")
    }
}
