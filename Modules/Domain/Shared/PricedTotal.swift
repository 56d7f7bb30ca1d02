/// The total of lines some of which may have no price: what the priced ones come to, and how
/// many were left out, so a total never passes for complete when it is not.
public struct PricedTotal: Hashable, Sendable, Codable {
    /// What the priced lines come to.
    public var amount: Money
    /// How many lines have no price and are not in `amount`.
    public var unpricedLines: Int

    /// A total.
    public init(amount: Money, unpricedLines: Int = 0) {
        self.amount = amount
        self.unpricedLines = unpricedLines
    }

    /// The total of `lines`, each a unit price (or none) and a quantity.
    public init(_ lines: some Sequence<(unitPrice: Money?, quantity: Int)>) {
        var amount = Money.zero
        var unpriced = 0
        for line in lines {
            if let price = line.unitPrice { amount = amount + price * line.quantity } else { unpriced += 1 }
        }
        self.init(amount: amount, unpricedLines: unpriced)
    }

    /// Whether every line had a price.
    public var isComplete: Bool { unpricedLines == 0 }

    /// "$123.45", "$98.00 (2 lines without a price)", or "no price" when no line has one.
    public var formatted: String {
        guard unpricedLines > 0 else { return amount.formatted }
        guard amount != .zero else { return "no price" }
        return "\(amount.formatted) (\(Plural.count(unpricedLines, "line")) without a price)"
    }
}
