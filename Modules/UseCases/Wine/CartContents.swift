import Domain

/// The signed-in employee's cart, with the wines, in order of first addition.
public struct CartContents: Equatable, Sendable, Codable {
    /// The lines.
    public let items: [CartItem]

    /// Contents.
    public init(items: [CartItem]) { self.items = items }

    /// The total of all quantities.
    public var totalQuantity: Int { items.reduce(0) { $0 + $1.quantity } }

    /// What the priced lines come to, and how many have no price.
    public var total: PricedTotal { PricedTotal(items.map { ($0.unitPrice, $0.quantity) }) }
}
