import Testing
@testable import KioskWebApp

@Suite struct FormFieldsTests {
    func decode(_ text: String) throws -> FormFields {
        try FormFields(decoding: Array(text.utf8))
    }

    // MARK: Tests

    @Test func plusIsASpaceAndEscapesAreDecodedAsUTF8() throws {
        let form = try decode("title=Caf%C3%A9+au+lait&q=a%2Bb%26c%3Dd")
        #expect(form["title"] == "Café au lait")
        #expect(form["q"] == "a+b&c=d")
    }

    @Test func repeatedNamesKeepTheirOrderAndAFieldWithoutValueIsEmpty() throws {
        let form = try decode("id=1&flag&id=2&&empty=")
        #expect(form.values("id") == ["1", "2"])
        #expect(form["flag"] == "")
        #expect(form["empty"] == "")
        #expect(form["missing"] == nil)
    }

    @Test func anEmptyBodyHasNoFields() throws {
        #expect(try decode("") == FormFields())
        #expect(try FormFields(query: nil) == FormFields())
    }

    @Test func aBadPercentEscapeIsRefusedNamingTheField() {
        #expect(throws: FormDecodingError.badEscape(pair: 1)) { try decode("a=1&b=%zz") }
        #expect(throws: FormDecodingError.badEscape(pair: 0)) { try decode("a=%4") }
        #expect(throws: FormDecodingError.badEscape(pair: 0)) { try decode("a%=1") }
    }

    @Test func bytesThatAreNotUTF8AreRefused() {
        #expect(throws: FormDecodingError.notUTF8(pair: 0)) { try decode("title=%FF%FE") }
    }

    @Test func encodingEscapesEverythingButUnreservedCharactersAndRoundTrips() throws {
        let text = "Tea & \"biscuits\"\r\n<b>ü</b>/?#+ ~._-"
        let encoded = FormFields.encode(text)
        #expect(encoded.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "%-._~".contains($0)) })
        #expect(try decode("q=" + encoded)["q"] == text)
    }
}
