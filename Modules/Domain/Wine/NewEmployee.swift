/// What a person enters to create an employee, validated: the PIN, the names and the optional
/// email. The hire date is set by the use case when the employee is stored.
public struct NewEmployee: Equatable, Sendable {
    /// The sign-in code.
    public let pin: PIN
    /// The first name, trimmed; may repeat across employees.
    public let firstName: String
    /// The last name, trimmed; unique as `normalizedForUniqueness` compares it.
    public let lastName: String
    /// The email, if given; unique as `normalizedForUniqueness` compares it.
    public let email: EmailAddress?

    /// The longest name accepted, so a pasted paragraph does not become a name.
    public static let maximumNameLength = 100

    /// What a name field (`firstName`, `lastName`) accepts.
    public static func nameRule(_ field: String) -> FieldRule {
        .text(field, length: 1...maximumNameLength)
    }

    /// Validates the raw input, field by field in the order of the form.
    ///
    /// - Parameter email: `nil` or blank means no email.
    /// - Throws: `AppError.validation` naming the first field that breaks its rule.
    public init(pin: String, firstName: String, lastName: String, email: String?) throws {
        self.pin = try PIN(pin)
        self.firstName = try Self.name(firstName, field: "firstName")
        self.lastName = try Self.name(lastName, field: "lastName")
        if let email, !email.trimmingSpaces().isEmpty {
            self.email = try EmailAddress(email)
        } else {
            self.email = nil
        }
    }

    /// A name as typed, checked: trimmed, not blank (invisible characters alone count as
    /// blank), at most `maximumNameLength` characters, no control characters.
    ///
    /// - Throws: `AppError.validation` naming `field`.
    public static func name(_ text: String, field: String) throws -> String {
        let trimmed = String(text.trimmingSpaces())
        // NB: a name of only invisible characters (a zero-width space) is no name.
        guard !trimmed.normalizedForUniqueness.isEmpty else { throw AppError.validation(field: field, rule: "is required") }
        guard trimmed.count <= maximumNameLength else {
            throw AppError.validation(field: field, rule: "must be at most \(maximumNameLength) characters")
        }
        guard !trimmed.contains(where: { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }) else {
            throw AppError.validation(field: field, rule: "must not contain control characters")
        }
        return trimmed
    }
}
