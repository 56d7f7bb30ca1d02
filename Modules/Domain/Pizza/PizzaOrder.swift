import Foundation

/// An order the checkout server accepted, as kept in the database.
public struct PizzaOrder: Hashable, Codable, Sendable, Identifiable {
    /// The order number shown on the thank-you screen (from 1, never reused).
    public var id: Int
    /// When the server accepted it.
    public var placedAt: Date
    /// The cart lines that were ordered.
    public var lines: [PizzaCartLine]

    /// An order.
    public init(id: Int, placedAt: Date, lines: [PizzaCartLine]) {
        self.id = id
        self.placedAt = placedAt
        self.lines = lines
    }

    /// The price of the whole order.
    public var total: Money { lines.reduce(.zero) { $0 + $1.total } }

    /// How many items were ordered.
    public var totalQuantity: Int { lines.reduce(0) { $0 + $1.quantity } }
}
