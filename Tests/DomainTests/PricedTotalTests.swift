import Domain
import Testing

@Suite struct PricedTotalTests {
    @Test func everyPricedLineCountsInExactCents() {
        let total = PricedTotal([(Money(cents: 1_999), 3), (Money(cents: 1), 1)])
        #expect(total == PricedTotal(amount: Money(cents: 5_998)))
        #expect(total.isComplete)
        #expect(total.formatted == "$59.98")
    }

    @Test func aLineWithoutAPriceIsLeftOutAndSaid() {
        let total = PricedTotal([(Money(cents: 2_150), 2), (nil, 5), (nil, 1)])
        #expect(total == PricedTotal(amount: Money(cents: 4_300), unpricedLines: 2))
        #expect(!total.isComplete)
        #expect(total.formatted == "$43.00 (2 lines without a price)")
        #expect(PricedTotal([(nil, 3)]).formatted == "no price")
        #expect(PricedTotal([(Money(cents: 500), 1), (nil, 1)]).formatted == "$5.00 (1 line without a price)")
    }

    @Test func manyLinesAndLargeQuantitiesStayExact() {
        // 500 lines of 999 bottles at $10,000.01: no floating point, no rounding.
        let lines = Array(repeating: (unitPrice: Optional(Money(cents: 1_000_001)), quantity: 999), count: 500)
        let total = PricedTotal(lines)
        #expect(total.amount.cents == 1_000_001 * 999 * 500)
        #expect(total.formatted == "$4,995,004,995.00".replacingOccurrences(of: ",", with: ""))
    }

    @Test func noLinesIsZero() {
        #expect(PricedTotal([(unitPrice: Money?, quantity: Int)]()) == PricedTotal(amount: .zero))
        #expect(PricedTotal(amount: .zero).formatted == "$0.00")
    }
}
