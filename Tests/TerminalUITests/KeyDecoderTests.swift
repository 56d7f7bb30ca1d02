import TestSupport
import Testing
import TerminalUI

@Suite struct KeyDecoderTests {
    func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    // MARK: - Sequences

    @Test func cursorKeysInCSIAndSS3Form() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    }

    @Test func homeAndEndInEveryVariant() {
        #expect(decode("\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~") == [.home, .home, .home, .home])
        #expect(decode("\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~") == [.end, .end, .end, .end])
    }

    @Test func editingAndPagingKeys() {
        #expect(decode("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z") == [.insert, .delete, .pageUp, .pageDown, .backTab])
    }

    /// A numeric keypad in application mode (a kiosk's PIN pad) types its digits and signs.
    @Test func aKeypadInApplicationModeTypesDigits() {
        #expect(decode("\u{1B}Op\u{1B}Oq\u{1B}Ox\u{1B}Oy\u{1B}OM") == [.character("0"), .character("1"), .character("8"), .character("9"), .enter])
        #expect(decode("\u{1B}On\u{1B}Ok\u{1B}Om") == [.character("."), .character("+"), .character("-")])
    }

    @Test func functionKeys() {
        #expect(decode("\u{1B}OP\u{1B}OS\u{1B}[15~\u{1B}[21~\u{1B}[24~") == [.function(1), .function(4), .function(5), .function(10), .function(12)])
    }

    @Test func modifiersOnCursorAndEditingKeys() {
        #expect(decode("\u{1B}[1;5A") == [.modified(.up, .control)])
        #expect(decode("\u{1B}[1;2B") == [.modified(.down, .shift)])
        #expect(decode("\u{1B}[1;3C") == [.modified(.right, .alt)])
        #expect(decode("\u{1B}[1;6D") == [.modified(.left, [.control, .shift])])
        #expect(decode("\u{1B}[1;5H\u{1B}[3;5~\u{1B}[5;2~") == [.modified(.home, .control), .modified(.delete, .control), .modified(.pageUp, .shift)])
        #expect(decode("\u{1B}[1;5A").first?.base == .up)
    }

    @Test func altKeysArriveAsEscapePrefixed() {
        #expect(decode("\u{1B}x\u{1B}\u{7F}") == [.modified(.character("x"), .alt), .modified(.backspace, .alt)])
    }

    @Test func csiUKeys() {
        #expect(decode("\u{1B}[13u\u{1B}[97;5u\u{1B}[9;2u") == [.enter, .modified(.character("a"), .control), .backTab])
    }

    // MARK: - Plain bytes

    @Test func enterTabAndBackspaceVariants() {
        #expect(decode("\r\n\u{7F}\u{08}\t") == [.enter, .enter, .backspace, .backspace, .tab])
    }

    @Test func utf8TextAndControlKeys() {
        #expect(decode("é日\u{03}\u{00}") == [.character("é"), .character("日"), .ctrl("c"), .ctrl(" ")])
    }

    @Test func textIsGroupedIntoGraphemeClusters() {
        #expect(decode("e\u{301}👩‍👩‍👧🇮🇹") == [.character("e\u{301}"), .character("👩‍👩‍👧"), .character("🇮🇹")])
    }

    @Test func severalKeysInOneRead() {
        #expect(decode("ab\u{1B}[Ac\r\u{1B}[3~") == [.character("a"), .character("b"), .up, .character("c"), .enter, .delete])
    }

    // MARK: - Reads that split

    @Test func aSequenceSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[1;".utf8)) == [])
        #expect(decoder.feed(Array("5A".utf8)) == [.modified(.up, .control)])
        #expect(!decoder.hasPending)
    }

    @Test func aCharacterSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        let bytes = Array("a日".utf8)
        #expect(decoder.feed(bytes[0..<2]) == [.character("a")])
        #expect(decoder.hasPending)
        #expect(decoder.feed(bytes[2...]) == [.character("日")])
    }

    // MARK: - Escape and the timeout

    @Test func aLoneEscapeIsEscapeAfterTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flushTimeout() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func twoEscapesAreTwoEscapeKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x1B]) == [.escape])
        #expect(decoder.flushTimeout() == [.escape])
    }

    @Test func escapeBracketAloneIsAltBracketAfterTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.flushTimeout() == [.modified(.character("["), .alt)])
    }

    @Test func aTruncatedSequenceIsDroppedAtTheTimeoutAndLaterKeysStillWork() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.flushTimeout() == [])
        #expect(decoder.feed(Array("q".utf8)) == [.character("q")])
    }

    @Test func aByteThatCannotEndASequenceIsDecodedOnItsOwn() {
        #expect(decode("\u{1B}[1\r") == [.enter])
    }

    // MARK: - Paste

    @Test func bracketedPasteIsOneKey() {
        #expect(decode("\u{1B}[200~hello\nworld\u{1B}[201~q") == [.paste("hello\nworld"), .character("q")])
    }

    @Test func aPasteSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~ab\u{1B}[2".utf8)) == [])
        #expect(decoder.feed(Array("01~".utf8)) == [.paste("ab")])
    }

    @Test func pastedLineBreaksAreNormalisedAndControlsDropped() {
        #expect(decode("\u{1B}[200~a\r\nb\rc\u{1B}[2Jd\u{7}\u{1B}[201~") == [.paste("a\nb\nc[2Jd")])
    }

    @Test func pasteKeepsKeysAndSequencesAsText() {
        #expect(decode("\u{1B}[200~q\u{1B}[A?\u{1B}[201~") == [.paste("q[A?")])
    }

    @Test func anUnfinishedPasteIsDeliveredAtTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~half".utf8)) == [])
        #expect(decoder.flushTimeout() == [.paste("half")])
        #expect(decoder.feed(Array("x".utf8)) == [.character("x")])
    }

    // MARK: - Garbage

    @Test func invalidUTF8IsSkipped() {
        #expect(decode("a\u{FFFD}b") == [.character("a"), .character("\u{FFFD}"), .character("b")])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x61, 0xFF, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x62]) == [.character("a"), .character("b")])
    }

    @Test func unknownAndPrivateSequencesAreDropped() {
        // A reply, a focus report, an unknown SS3, a `<` sequence that is not a mouse report.
        #expect(decode("\u{1B}[?1;2c\u{1B}[I\u{1B}Oz\u{1B}[<0;10;5X\u{1B}[<1;2M!") == [.character("!")])
    }

    @Test func anEndlessSequenceIsDroppedInsteadOfHeld() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100)) == [])
        #expect(decoder.feed(Array("x".utf8)) == [.character("x")])
    }

    /// Random bytes, fed in random chunks, never trap, and after a timeout the decoder is
    /// always back to a clean state that decodes ordinary keys.
    @Test(arguments: 0..<20)
    func randomBytesNeverCrashOrWedgeTheDecoder(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var decoder = KeyDecoder()
        // Bias towards the bytes that start sequences, so the state machine is exercised.
        let interesting: [UInt8] = [0x1B, 0x5B, 0x4F, 0x3B, 0x7E, 0x31, 0x32, 0x30, 0x35, 0xC3, 0xE6, 0xF0, 0x9F, 0x80]
        for _ in 0..<200 {
            let length = Int.random(in: 1...24, using: &random)
            let chunk = (0..<length).map { _ in
                Bool.random(using: &random) ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            _ = decoder.feed(chunk)
            if Int.random(in: 0..<4, using: &random) == 0 { _ = decoder.flushTimeout() }
        }
        _ = decoder.flushTimeout()
        #expect(!decoder.hasPending)
        #expect(decoder.feed(Array("ok\u{1B}[B".utf8)) == [.character("o"), .character("k"), .down])
    }
}
