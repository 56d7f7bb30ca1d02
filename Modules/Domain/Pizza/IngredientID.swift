/// The identifier of an ingredient, as the menu API numbers them.
public struct IngredientID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    /// The API's number.
    public let rawValue: Int

    /// The ingredient numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The ingredient numbered `value`.
    public init(_ value: Int) { self.rawValue = value }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    // NB: encoded as a bare number, as the API and the checkout body have it.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension IngredientID: CustomStringConvertible {
    public var description: String { String(rawValue) }
}
