/// The identifier of a cart line. Pizzas have no identifier of their own, so lines are
/// numbered by the cart, in the order they were first added, and numbers are never reused.
public struct PizzaCartLineID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    /// The line's number, from 1.
    public let rawValue: Int

    /// The line numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The line numbered `value`.
    public init(_ value: Int) { self.rawValue = value }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension PizzaCartLineID: CustomStringConvertible {
    public var description: String { String(rawValue) }
}
