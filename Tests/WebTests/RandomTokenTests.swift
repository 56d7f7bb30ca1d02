import Testing
@testable import KioskWebApp

@Suite struct RandomTokenTests {
    @Test func aTokenIs128BitsAsLowercaseHex() {
        let tokens = (0..<100).map { _ in RandomToken.make() }
        #expect(tokens.allSatisfy(RandomToken.isWellFormed))
        #expect(Set(tokens).count == 100)
    }

    @Test func aSeededGeneratorGivesTheSameToken() {
        var first = FixedGenerator(), second = FixedGenerator()
        #expect(RandomToken.make(using: &first) == RandomToken.make(using: &second))
        #expect(RandomToken.make(using: &first) == "0000000000000003" + "0000000000000004")
    }

    @Test func matchingComparesWholeTokens() {
        let token = "0123456789abcdef0123456789abcdef"
        #expect(RandomToken.matches(token, token))
        #expect(!RandomToken.matches(String(token.dropLast()) + "0", token))
        #expect(!RandomToken.matches(String(token.dropLast()), token))
        #expect(!RandomToken.matches("", token))
    }

    @Test func malformedTokensAreRecognised() {
        #expect(!RandomToken.isWellFormed("0123456789ABCDEF0123456789abcdef"))
        #expect(!RandomToken.isWellFormed("0123"))
        #expect(!RandomToken.isWellFormed("0123456789abcdef0123456789abcdeg"))
    }
}

/// Counts 1, 2, 3…
private struct FixedGenerator: RandomNumberGenerator {
    var value: UInt64 = 0
    mutating func next() -> UInt64 {
        value += 1
        return value
    }
}
