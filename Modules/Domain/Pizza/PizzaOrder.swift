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

    /// An order's number as typed or asked for, with or without the "#" the order list shows
    /// before it ("#12", "12"): a whole number above 0, the one rule every front end applies
    /// to it.
    ///
    /// - Throws: `AppError.validation(field:, …)` naming `field` for anything else (nothing,
    ///   text, 0 or less).
    public static func number(parsing text: String?, field: String = "number") throws -> Int {
        let trimmed = (text ?? "").trimmingSpaces()
        let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : trimmed
        guard let number = Int(digits), number > 0 else {
            throw AppError.validation(field: field, rule: "must be an order number, a whole number above 0 (got \(text.refusedText))")
        }
        return number
    }
}
