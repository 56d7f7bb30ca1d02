import JSONStrings
import Testing

/// The one decoder of a JSON string's escapes, as the API clients and kiosk-mock read them.
@Suite struct JSONStringEscapeTests {
    /// Decodes the escape at the start of `text` (after its backslash) and says where it stopped.
    func decode(_ text: String, _ policy: JSONStringEscape.LoneSurrogate) throws(JSONStringEscape.Failure) -> (Unicode.Scalar, Int) {
        let bytes = Array(text.utf8)
        var index = 0
        let scalar = try JSONStringEscape.decode(bytes, at: &index, loneSurrogate: policy)
        return (scalar, index)
    }

    @Test func theShortEscapesAreTheirCharacters() throws {
        let pairs: [(String, Unicode.Scalar)] = [("\"", "\""), ("\\", "\\"), ("/", "/"), ("b", "\u{08}"), ("f", "\u{0C}"), ("n", "\n"), ("r", "\r"), ("t", "\t")]
        for (letter, scalar) in pairs {
            let (decoded, index) = try decode(letter + "rest", .refused)
            #expect(decoded == scalar && index == 1, "\\\(letter)")
        }
    }

    @Test func aSurrogatePairIsOneScalarAndBothHalvesAreRead() throws {
        let (scalar, index) = try decode(#"ud83c\udf77!"#, .refused)
        #expect(scalar == "🍷")
        #expect(index == 11)
        #expect(try decode("u00e9", .refused) == ("é", 5))
        #expect(try decode("u00E9", .refused) == ("é", 5))
    }

    @Test func aLoneSurrogateIsReplacedOrRefusedAsTheReaderAsks() throws {
        // A high half before an escape that is not its low half: U+FFFD, and that escape is next.
        #expect(try decode(#"ud83c\u0041"#, .replaced) == ("\u{FFFD}", 5))
        #expect(try decode(#"ud83cA"#, .replaced) == ("\u{FFFD}", 5))
        #expect(try decode(#"udf77"#, .replaced) == ("\u{FFFD}", 5))
        for lone in [#"ud83c\u0041"#, #"ud83cA"#, #"udf77"#] {
            #expect(throws: JSONStringEscape.Failure.loneSurrogate) { try decode(lone, .refused) }
        }
    }

    @Test func aMalformedEscapeSaysWhyAndWhere() {
        var index = 0
        #expect(throws: JSONStringEscape.Failure.unknownEscape) {
            try JSONStringEscape.decode(Array("x".utf8), at: &index, loneSurrogate: .refused)
        }
        #expect(index == 0, "at the letter JSON does not escape")
        index = 0
        #expect(throws: JSONStringEscape.Failure.notHexadecimal) {
            try JSONStringEscape.decode(Array("u00g1".utf8), at: &index, loneSurrogate: .refused)
        }
        #expect(index == 3, "at the digit that is not hexadecimal")
        index = 0
        #expect(throws: JSONStringEscape.Failure.endsInsideUnicodeEscape) {
            try JSONStringEscape.decode(Array("u00".utf8), at: &index, loneSurrogate: .replaced)
        }
    }
}
