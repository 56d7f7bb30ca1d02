@testable import Domain
import Foundation
import TestSupport
import Testing

/// `normalizedForUniqueness`: names and emails are the same when they read the same.
@Suite struct UniquenessNormalizationTests {
    /// Two spellings are one name when their keys have the same bytes (which is how the
    /// database's unique index compares them; Swift's `==` already equates NFC and NFD text).
    func sameKey(_ lhs: String, _ rhs: String) -> Bool {
        Array(lhs.normalizedForUniqueness.utf8) == Array(rhs.normalizedForUniqueness.utf8)
    }

    // MARK: Tests

    @Test func composedAndDecomposedLettersAreOneName() {
        #expect(sameKey("Müller", "Mu\u{0308}ller"))
        #expect(sameKey("Ångström", "A\u{030A}ngstro\u{0308}m"))
        #expect(Array("Mu\u{0308}ller".normalizedForUniqueness.utf8) == Array("müller".utf8))
    }

    @Test(arguments: [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{FEFF}", "\u{00AD}",
    ])
    func formatCharactersAnywhereAreIgnored(format: String) {
        #expect(sameKey("Lima", "Lima" + format))
        #expect(sameKey("Lima", format + "Lima"))
        #expect(sameKey("Lima", "Li" + format + "ma"))
        #expect(sameKey("ana@example.com", "ana" + format + "@example.com"))
    }

    @Test func bidiControlsAroundANameAreIgnored() {
        #expect(sameKey("Lima", "\u{202E}Lima\u{202C}"))
        #expect(sameKey("Lima", "\u{2067}Lima\u{2069}"))
    }

    @Test func caseIsIgnoredBeyondASCII() {
        #expect(sameKey("Lima", "LIMA"))
        #expect(sameKey("Müller", "MÜLLER"))
        #expect(sameKey("Ωmega", "ωMEGA"))
        #expect(sameKey("Straße", "STRASSE"))
        #expect(sameKey("ΣΟΦΟΣ", "σοφος"))
    }

    @Test func surroundingWhitespaceAndNewlinesAreTrimmed() {
        #expect(sameKey(" Lima\t", "Lima"))
        #expect(sameKey("\nLima\u{00A0}", "lima"))
        #expect(sameKey("\u{200B} Lima \u{200B}", "lima"))
    }

    @Test func theTrimmedWhitespaceIsFoundationsWhitespaceAndNewlines() {
        // NB: every whitespace character is in the Basic Multilingual Plane; the other planes
        // are sampled (each scalar takes Foundation microseconds).
        let foundation = CharacterSet.whitespacesAndNewlines
        let scalars = Array(0...0xFFFF) + Array(stride(from: 0x10000, through: 0x10FFFF, by: 97))
        let differing = scalars.compactMap(Unicode.Scalar.init).filter { $0.isTrimmedSpace != foundation.contains($0) }
        #expect(differing.isEmpty, "scalars trimmed by one rule and not the other: \(differing.map { String($0.value, radix: 16) })")
        #expect(Array("\u{3000}\u{2028} Lima\u{0085}\t\u{202F}".trimmingWhitespaceAndNewlines.utf8) == Array("Lima".utf8))
        #expect("\u{2029}\u{00A0}\r\n".trimmingWhitespaceAndNewlines.isEmpty)
        #expect(Array(" Ana \u{200B} Lima\u{200B}".trimmingWhitespaceAndNewlines.utf8) == Array("Ana \u{200B} Lima".utf8))
    }

    @Test func asciiTextTakesTheUnicodeRulesShortCutToTheSameKey() {
        // Every ASCII character alone and inside words, controls and spaces at either end.
        let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        let texts = characters + characters.map { "A\($0)z" } + characters.map { "\($0)Lima Ana\($0)" }
            + ["", " ", "\t\n\r\u{0B}\u{0C} ", "ROSE WINE", "  Red Wine\n", "ana@EXAMPLE.com", "@[`{", "Z@"]
        for text in texts {
            #expect(Array(text.normalizedForUniqueness.utf8) == Array(text.normalizedForUniquenessByUnicode.utf8), "\(Array(text.utf8))")
        }
    }

    @Test func differentNamesStayDifferent() {
        #expect(!sameKey("Lima", "Lime"))
        #expect(!sameKey("Müller", "Muller"))
        #expect(!sameKey("Ana Lima", "AnaLima"))
        #expect(!sameKey("ana@example.com", "ana@example.org"))
    }

    @Test func theKeyIsItsOwnKey() {
        for text in ["Mu\u{0308}ller", "Lima\u{200B}", "STRASSE", "A\u{030A}ngstro\u{0308}m"] {
            let key = text.normalizedForUniqueness
            #expect(Array(key.normalizedForUniqueness.utf8) == Array(key.utf8))
        }
    }

    @Test func emailsCompareByTheSameRule() throws {
        #expect(try EmailAddress("ana\u{200B}@Example.com").normalized == "ana@example.com")
        #expect(try EmailAddress("Ana@Example.com") == EmailAddress("ana\u{200E}@example.COM"))
        #expect(try Array(EmailAddress("jose\u{0301}@example.com").normalized.utf8) == Array("josé@example.com".utf8))
    }

    @Test func aNameOfOnlyInvisibleCharactersIsRequired() {
        #expect(throws: AppError.validation(field: "lastName", rule: "is required")) {
            try NewEmployee(pin: "1234", firstName: "Ana", lastName: "\u{200B}\u{200D}", email: nil)
        }
    }

    @Test func asciiTextNormalizesAsUnicodeRulesSay() {
        // Every ASCII character alone and at both ends of a word, then random ASCII strings.
        var samples = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        samples += samples.map { "A\($0)b" } + samples.map { "\($0)Ab\($0)" }
        var generator = SeededGenerator(seed: 21)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            samples.append(String(decoding: (0..<length).map { _ in UInt8.random(in: 0..<128, using: &generator) }, as: UTF8.self))
        }
        for sample in samples {
            #expect(Array(sample.normalizedForUniqueness.utf8) == Array(sample.normalizedForUniquenessByUnicode.utf8), "\(Array(sample.utf8))")
        }
    }
}
