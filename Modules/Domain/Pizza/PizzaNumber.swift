/// A number that identifies one kind of thing in the pizza app: `Kind` keeps a drink's number
/// from being passed where an ingredient's is expected, at no cost at run time.
///
/// Encoded as a bare number, as the menu API and the checkout body have it.
public struct PizzaNumber<Kind>: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The number.
    public let rawValue: Int

    /// The thing numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The thing numbered `value`.
    public init(_ value: Int) { self.rawValue = value }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { String(rawValue) }
}

/// The kinds of `PizzaNumber`.
public enum PizzaNumbered {
    /// A drink, as the menu API numbers them.
    public enum Drink {}
    /// An ingredient, as the menu API numbers them.
    public enum Ingredient {}
    /// A cart line. Pizzas have no identifier of their own, so lines are numbered by the cart
    /// from 1, in the order they were first added, and numbers are never reused.
    public enum CartLine {}
}

/// The identifier of a drink, as the menu API numbers them.
public typealias DrinkID = PizzaNumber<PizzaNumbered.Drink>
/// The identifier of an ingredient, as the menu API numbers them.
public typealias IngredientID = PizzaNumber<PizzaNumbered.Ingredient>
/// The identifier of a cart line (see `PizzaNumbered.CartLine`).
public typealias PizzaCartLineID = PizzaNumber<PizzaNumbered.CartLine>

extension PizzaNumber {
    /// The number of a drink, an ingredient or a cart line as typed or posted: a whole number,
    /// 0 or more, the one rule every front end applies to it.
    ///
    /// - Throws: `AppError.validation(field:, …)` naming `field` for anything else.
    public init(parsing text: String?, field: String) throws {
        self.init(try Menu.number(parsing: text, field: field))
    }
}

extension Menu {
    /// A place on the menu (a pizza's index) or any of the pizza app's numbers as typed or
    /// posted: a whole number, 0 or more.
    ///
    /// - Throws: `AppError.validation(field:, …)` naming `field` for anything else.
    public static func number(parsing text: String?, field: String) throws -> Int {
        guard let text, let value = Int(text.trimmingSpaces()), value >= 0 else {
            throw AppError.validation(field: field, rule: "must be a whole number (got \(text.map { "“\($0)”" } ?? "nothing"))")
        }
        return value
    }
}
