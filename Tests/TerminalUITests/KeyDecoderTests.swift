import Testing
import TerminalUI

@Suite struct KeyDecoderTests {
    func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    @Test func cursorKeysInCSIAndSS3Form() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OH\u{1B}OF") == [.up, .home, .end])
    }

    @Test func editingAndPagingKeys() {
        #expect(decode("\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z") == [.home, .end, .delete, .pageUp, .pageDown, .backTab])
    }

    @Test func enterAndBackspaceVariants() {
        #expect(decode("\r\n\u{7F}\u{08}\t") == [.enter, .enter, .backspace, .backspace, .tab])
    }

    @Test func utf8TextAndControlKeys() {
        #expect(decode("é日\u{03}") == [.character("é"), .character("日"), .ctrl("c")])
    }

    @Test func aSequenceSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("A".utf8)) == [.up])
    }

    @Test func aLoneEscapeIsEscapeAfterTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flushTimeout() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func bracketedPasteIsOneKey() {
        #expect(decode("\u{1B}[200~hello\nworld\u{1B}[201~q") == [.paste("hello\nworld"), .character("q")])
    }

    @Test func aPasteSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~ab\u{1B}[2".utf8)) == [])
        #expect(decoder.feed(Array("01~".utf8)) == [.paste("ab")])
    }
}
