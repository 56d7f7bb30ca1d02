/// The identity of a counter: the id the server assigned, or a temporary one given to a counter
/// created offline until the server assigns its own.
///
/// Server ids are the server's clock in base 36 (`mwr5okd1`): letters and digits only. A
/// temporary id is `local-N`, which no server id can ever equal because of the dash.
public struct CounterID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The prefix of every temporary id.
    public static let temporaryPrefix = "local-"

    /// The id as text.
    public let rawValue: String

    /// An id from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An id as posted or typed: any text but nothing or blanks (a counter's id is the
    /// server's, so there is no more to judge before looking it up).
    ///
    /// - Throws: `AppError.validation(field: "id", …)` for nothing or blanks.
    public init(parsing text: String?) throws {
        guard let text, !text.trimmingSpaces().isEmpty else {
            throw AppError.validation(field: "id", rule: "must name a counter (got nothing)")
        }
        self.init(text)
    }

    /// An id from a literal (tests and fixtures).
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The temporary id of the counter created by the queued operation number `sequence`.
    public static func temporary(_ sequence: Int64) -> CounterID {
        CounterID(temporaryPrefix + String(sequence))
    }

    /// Whether the server has not assigned this counter an id yet.
    public var isTemporary: Bool { rawValue.hasPrefix(Self.temporaryPrefix) }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
