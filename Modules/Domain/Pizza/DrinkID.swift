/// The identifier of a drink, as the menu API numbers them.
public struct DrinkID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    /// The API's number.
    public let rawValue: Int

    /// The drink numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The drink numbered `value`.
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

extension DrinkID: CustomStringConvertible {
    public var description: String { String(rawValue) }
}
