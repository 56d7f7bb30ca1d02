import Domain

/// A cart line with its wine, for display.
public struct CartItem: Equatable, Sendable, Codable {
    /// The wine (as imported).
    public let wine: Wine
    /// How many.
    public let quantity: Int

    /// An item.
    public init(wine: Wine, quantity: Int) {
        self.wine = wine
        self.quantity = quantity
    }

    /// What one bottle costs now (`Wine.price`), if the wine has a price.
    public var unitPrice: Money? { wine.price }

    /// What the line comes to, if the wine has a price.
    public var total: Money? { unitPrice.map { $0 * quantity } }
}
