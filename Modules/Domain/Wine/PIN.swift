/// An employee's sign-in code: 4 to 8 ASCII digits (`rule`).
///
/// Leading zeros are significant (`0042` is not `42`), so a PIN is text, never a number.
public struct PIN: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The shortest PIN accepted.
    public static let minimumLength = 4
    /// The longest PIN accepted.
    public static let maximumLength = 8
    /// What a PIN field accepts: 4 to 8 digits.
    public static let rule = FieldRule.text("pin", length: minimumLength...maximumLength, digits: true)

    /// The digits.
    public let digits: String

    /// Validates `text` (surrounding spaces are ignored).
    ///
    /// - Throws: `AppError.validation(field: "pin", …)` when it is empty, holds anything but
    ///   the digits 0-9, or has fewer than 4 or more than 8 of them.
    public init(_ text: String) throws {
        let trimmed = String(text.trimmingSpaces())
        guard !trimmed.isEmpty else {
            throw AppError.validation(field: "pin", rule: "is required (\(Self.rule.summary))")
        }
        guard trimmed.allSatisfy(\.isASCIIDigit) else {
            throw AppError.validation(field: "pin", rule: "must contain digits only (0-9), \(Self.minimumLength) to \(Self.maximumLength) of them")
        }
        guard (Self.minimumLength...Self.maximumLength).contains(trimmed.count) else {
            throw AppError.validation(field: "pin", rule: "must be \(Self.rule.summary) long (got \(trimmed.count))")
        }
        digits = trimmed
    }

    public var description: String { digits }

    public init(from decoder: any Decoder) throws {
        try self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(digits)
    }
}
