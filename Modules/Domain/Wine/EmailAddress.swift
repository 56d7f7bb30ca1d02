/// A valid email address, kept as typed (trimmed) and compared as `normalizedForUniqueness`
/// has it (without case, format characters or differences of Unicode composition).
public struct EmailAddress: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What an email field accepts: an address of at most 254 characters (RFC 5321's path).
    public static let rule = FieldRule.text("email", length: 1...254)

    /// The address as entered, without surrounding spaces.
    public let value: String

    /// Validates `text`: one `@`, a non-empty local part without spaces, and a domain with a
    /// dot between non-empty labels. Deliberately not RFC 5322 in full: a kiosk needs to catch
    /// typos, not accept quoted local parts.
    ///
    /// - Throws: `AppError.validation(field: "email", …)`.
    public init(_ text: String) throws {
        let trimmed = String(text.trimmingSpaces())
        let rule = "must be a valid email address, such as ana@example.com"
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, trimmed.count <= Self.rule.maximumLength else { throw AppError.validation(field: "email", rule: rule) }
        let local = parts[0], domain = parts[1]
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard !local.isEmpty, local.count <= 64,
              !local.contains(where: { $0.isWhitespace || $0 == "," || $0 == ";" }),
              labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }),
              domain.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }),
              let top = labels.last, top.count >= 2, top.allSatisfy(\.isLetter)
        else {
            throw AppError.validation(field: "email", rule: rule)
        }
        value = trimmed
    }

    /// The form uniqueness is checked on and lookups by email use: `normalizedForUniqueness`.
    public var normalized: String { value.normalizedForUniqueness }

    public var description: String { value }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.normalized == rhs.normalized }
    public func hash(into hasher: inout Hasher) { hasher.combine(normalized) }

    public init(from decoder: any Decoder) throws {
        try self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
