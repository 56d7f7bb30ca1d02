import Domain
import Testing

@Suite struct WineNewEmployeeTests {
    @Test func namesAreTrimmedAndABlankEmailIsNone() throws {
        let employee = try NewEmployee(pin: "1234", firstName: "  Ana ", lastName: " Lima ", email: "  ")
        #expect(employee.firstName == "Ana")
        #expect(employee.lastName == "Lima")
        #expect(employee.email == nil)
    }

    @Test func missingFirstNameIsRejected() {
        #expect(throws: AppError.validation(field: "firstName", rule: "is required")) {
            try NewEmployee(pin: "1234", firstName: " ", lastName: "Lima", email: nil)
        }
    }

    @Test func missingLastNameIsRejected() {
        #expect(throws: AppError.validation(field: "lastName", rule: "is required")) {
            try NewEmployee(pin: "1234", firstName: "Ana", lastName: "", email: nil)
        }
    }

    @Test func aBadPINIsReportedBeforeTheNames() {
        #expect(throws: AppError.self) { try NewEmployee(pin: "12", firstName: "", lastName: "", email: nil) }
        do {
            _ = try NewEmployee(pin: "12", firstName: "", lastName: "", email: nil)
        } catch let error as AppError {
            guard case .validation("pin", _) = error else { Issue.record("\(error)"); return }
        } catch { Issue.record("\(error)") }
    }

    @Test func aVeryLongNameIsRejected() {
        #expect(throws: AppError.self) {
            try NewEmployee(pin: "1234", firstName: String(repeating: "a", count: 101), lastName: "Lima", email: nil)
        }
    }

    @Test(arguments: ["ana", "ana@", "@example.com", "ana@example", "ana@@example.com", "ana lima@example.com", "ana@exa mple.com", "ana@example.c", "ana@.com"])
    func malformedEmailsAreRejectedNamingTheEmail(email: String) {
        #expect {
            try NewEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: email)
        } throws: { error in
            guard case let .validation(field, _)? = error as? AppError else { return false }
            return field == "email"
        }
    }

    @Test(arguments: ["ana@example.com", "Ana.Lima+wine@Example.CO.uk", " ana@example.com "])
    func validEmailsAreAccepted(email: String) throws {
        let employee = try NewEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: email)
        #expect(employee.email?.value == email.trimmingCharacters(in: .whitespaces))
    }

    @Test func emailsCompareWithoutCase() throws {
        #expect(try EmailAddress("Ana@Example.com") == EmailAddress("ana@example.COM"))
    }

    @Test func uniquenessFormIgnoresCaseAndSurroundingSpaces() {
        #expect(" Lima ".normalizedForUniqueness == "lima".normalizedForUniqueness)
    }
}
