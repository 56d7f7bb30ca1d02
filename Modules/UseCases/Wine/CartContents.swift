import Domain

/// The signed-in employee's cart, with the wines, in order of first addition.
public struct CartContents: Equatable, Sendable, Codable {
    /// The lines.
    public let items: [CartItem]

    /// Contents.
    public init(items: [CartItem]) { self.items = items }

    /// The total of all quantities.
    public var totalQuantity: Int { items.reduce(0) { $0 + $1.quantity } }
}
