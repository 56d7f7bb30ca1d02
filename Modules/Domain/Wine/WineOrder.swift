import Foundation

/// A checked-out cart, kept in the database.
public struct WineOrder: Identifiable, Equatable, Sendable, Codable {
    /// One line as it was ordered: the name is kept so the order reads the same after a
    /// re-import renames the wine.
    public struct Line: Equatable, Sendable, Codable {
        /// The wine's id.
        public let wineID: Int
        /// The wine's name when ordered.
        public let name: String
        /// How many.
        public let quantity: Int
        /// What one bottle cost when ordered; `nil` when the wine had no price (or the order
        /// was placed before prices were kept).
        public let unitPrice: Money?

        /// A line.
        public init(wineID: Int, name: String, quantity: Int, unitPrice: Money? = nil) {
            self.wineID = wineID
            self.name = name
            self.quantity = quantity
            self.unitPrice = unitPrice
        }

        /// What the line came to, when it had a price.
        public var total: Money? { unitPrice.map { $0 * quantity } }
    }

    /// The order number shown on the thank-you screen, such as "W-000042".
    public let id: String
    /// Who placed it.
    public let employeeID: Int64
    /// When it was placed.
    public let placedAt: Date
    /// The lines, in cart order.
    public let lines: [Line]
    /// The name of the employee who placed it, as it was then (`nil` for orders older than
    /// names being kept); renaming or removing the employee does not change it.
    public let employeeName: String?

    /// An order.
    public init(id: String, employeeID: Int64, placedAt: Date, lines: [Line], employeeName: String? = nil) {
        self.id = id
        self.employeeID = employeeID
        self.placedAt = placedAt
        self.lines = lines
        self.employeeName = employeeName
    }

    /// The total quantity.
    public var totalQuantity: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// What the order came to, and how many lines had no price.
    public var total: PricedTotal { PricedTotal(lines.map { ($0.unitPrice, $0.quantity) }) }

    /// The order number for the `sequence`th order: "W-000042".
    public static func number(sequence: Int64) -> String {
        let digits = String(sequence)
        return "W-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// An order's number as typed or asked for ("W-000042", "w-42" or "42"), as the order list
    /// shows it ("W-000042"): the one rule every front end applies to it.
    ///
    /// - Throws: `AppError.validation(field:, …)` naming `field` for anything else (nothing,
    ///   text, 0 or less).
    public static func number(parsing text: String?, field: String = "number") throws -> String {
        var digits = Substring((text ?? "").trimmingSpaces())
        if digits.uppercased().hasPrefix("W-") { digits = digits.dropFirst(2) }
        guard digits.allSatisfy(\.isASCII), let sequence = Int64(digits), sequence > 0 else {
            throw AppError.validation(field: field, rule: "must be an order number such as W-000001 or 1 (got \(text.refusedText))")
        }
        return number(sequence: sequence)
    }
}
