/// The rules for a cart line's quantity.
///
/// A front end turns the text typed into a number (`number(_:)`); the range is judged once on
/// each path, by the cart the quantity goes into (`WineCart.add`, `WineCart.set`).
public enum Quantity {
    /// The most of one wine a line may hold: more is a typo, not an order.
    public static let maximum = 999
    /// What a wine line's quantity field accepts: 1 to `maximum` bottles.
    public static let rule = FieldRule.number("quantity", 1...maximum)

    /// Checks a quantity to add or set.
    ///
    /// - Throws: `AppError.validation(field: "quantity", …)` for 0 (with a hint to remove the
    ///   line instead), a negative number, or more than `maximum`.
    public static func validate(_ quantity: Int) throws {
        if quantity == 0 {
            throw AppError.validation(field: "quantity", rule: "must be at least 1; to take a wine out of the cart, remove its line")
        }
        guard quantity > 0 else {
            throw AppError.validation(field: "quantity", rule: "must be a whole number from 1 to \(maximum) (got \(quantity))")
        }
        guard quantity <= maximum else {
            throw AppError.validation(field: "quantity", rule: "must be at most \(maximum) (got \(quantity))")
        }
    }

    /// A whole number typed as text, before any cart's range is applied (a pizza line's is
    /// `PizzaCart.quantityRange`).
    ///
    /// - Throws: `AppError.validation(field: "quantity", …)` for text that is not a whole number.
    public static func wholeNumber(_ text: String) throws -> Int {
        try wholeNumber(text, rule: "must be a whole number")
    }

    /// A wine line's quantity typed as text, as a number, its range left to the cart it goes
    /// into (`WineCart.add` judges it, once).
    ///
    /// - Throws: `AppError.validation(field: "quantity", …)` for text that is not a whole number.
    public static func number(_ text: String) throws -> Int {
        try wholeNumber(text, rule: "must be a whole number from 1 to \(maximum)")
    }

    private static func wholeNumber(_ text: String, rule: String) throws -> Int {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty, trimmed.count <= 12, let value = Int(trimmed) else {
            throw AppError.validation(field: "quantity", rule: "\(rule) (got \"\(text)\")")
        }
        return value
    }
}
