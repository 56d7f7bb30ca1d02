/// The bottom line of the list: how many counters and the sum of their counts.
public struct CounterSummary: Equatable, Sendable, Codable {
    /// The number of counters.
    public var items: Int
    /// The sum of every count; negative counts make it smaller, so it may be negative.
    public var total: Int

    /// The summary of `counters`.
    public init(_ counters: [Counter]) {
        items = counters.count
        total = counters.reduce(0) { $0 + $1.count }
    }

    /// "3 items · Counted 12 times" (singular for one).
    public var text: String {
        "\(Plural.count(items, "item")) · Counted \(total) \(Plural.noun(abs(total), "time"))"
    }
}
