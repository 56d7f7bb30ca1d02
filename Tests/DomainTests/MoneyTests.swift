import Domain
import Testing

@Suite struct MoneyTests {
    @Test func decimalTextIsRoundedToTheCentExactly() {
        #expect(Money(dollars: "39.9900")?.cents == 3999)
        #expect(Money(dollars: "1.5")?.cents == 150)
        #expect(Money(dollars: "4")?.cents == 400)
        #expect(Money(dollars: "0.005")?.cents == 1)
        #expect(Money(dollars: "2.2")?.cents == 220)
        #expect(Money(dollars: "-0.5")?.cents == -50)
    }

    @Test func textThatIsNotADecimalNumberIsRejected() {
        #expect(Money(dollars: "") == nil)
        #expect(Money(dollars: "abc") == nil)
        #expect(Money(dollars: "1.2.3") == nil)
        #expect(Money(dollars: "1e3") == nil)
        #expect(Money(dollars: ".") == nil)
    }

    @Test func amountsAreFormattedAsDollarsAndCents() {
        #expect(Money(cents: 970).formatted == "$9.70")
        #expect(Money(cents: 5).formatted == "$0.05")
        #expect(Money(cents: 0).formatted == "$0.00")
        #expect(Money(cents: -50).formatted == "-$0.50")
    }

    @Test func tenthsSumWithoutFloatingPointDrift() {
        let dime = Money(dollars: "0.1")!
        let total = (0..<10).reduce(Money.zero) { sum, _ in sum + dime }
        #expect(total == Money(cents: 100))
    }

    @Test(arguments: ["39.9900", "1.5", "4", "0.004", "0.005", "19.995", ".5", "5.", "123456789012345", "1234567890123456", "1.2.3", "1a", "", "٣"])
    func digitsRoundLikeTheirText(_ text: String) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts.first ?? ""
        let fraction = parts.count == 2 ? parts[1] : ""
        let byDigits = Money(negative: false, wholeDigits: whole.utf8, fractionDigits: fraction.utf8)
        if let byText = Money(dollars: text) {
            #expect(byDigits == byText)
        } else if !(text.isEmpty || text == "." || text.hasPrefix(".") && fraction.isEmpty) {
            #expect(byDigits == nil)
        }
    }
}
