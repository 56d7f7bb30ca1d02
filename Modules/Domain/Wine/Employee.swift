import Foundation

/// A stored employee.
public struct Employee: Identifiable, Equatable, Sendable, Codable {
    /// The database id.
    public let id: Int64
    /// The sign-in code.
    public var pin: PIN
    /// The first name.
    public var firstName: String
    /// The last name.
    public var lastName: String
    /// The email, if any.
    public var email: EmailAddress?
    /// When the employee was created.
    public var hireDate: Date

    /// An employee.
    public init(id: Int64, pin: PIN, firstName: String, lastName: String, email: EmailAddress?, hireDate: Date) {
        self.id = id
        self.pin = pin
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.hireDate = hireDate
    }

    /// "Ana Lima".
    public var fullName: String { "\(firstName) \(lastName)" }
}
