import Domain
import Foundation

/// A price as the menu API writes it: a JSON number of dollars (`1`, `0.5`, `2.2`), read once
/// into exact cents.
struct PriceDTO: Decodable, Equatable {
    let money: Money

    init(money: Money) { self.money = money }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // NB: read as Decimal, never summed as Double; the text of the number is what counts.
        let value = try container.decode(Decimal.self)
        guard value >= 0, let money = Money(dollars: "\(value)") else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a price of zero or more dollars, got \(value)")
        }
        self.money = money
    }
}
