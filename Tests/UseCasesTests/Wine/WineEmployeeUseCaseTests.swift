import Domain
import Foundation
import TestSupport
import Testing
import UseCases

@Suite struct WineEmployeeUseCaseTests {
    let fixture = WineClubFixture()

    @Test func registeringSetsTheHireDateFromTheClock() throws {
        let employee = try fixture.club().registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "ana@example.com")
        #expect(employee.hireDate == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(try fixture.employees.all() == [employee])
    }

    @Test func aDuplicatePINIsAConflictNamingThePIN() throws {
        _ = try fixture.club().registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: nil)
        #expect {
            try fixture.club().registerEmployee(pin: "1234", firstName: "Bo", lastName: "Berg", email: nil)
        } throws: { ($0 as? AppError).map { if case .conflict("pin", _) = $0 { true } else { false } } ?? false }
    }

    @Test func duplicateLastNameIsRejectedWithoutCaseOrSpaces() throws {
        _ = try fixture.club().registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: nil)
        #expect {
            try fixture.club().registerEmployee(pin: "5678", firstName: "Ana", lastName: "  LIMA ", email: nil)
        } throws: { ($0 as? AppError).map { if case .conflict("lastName", _) = $0 { true } else { false } } ?? false }
    }

    @Test func duplicateEmailIsRejectedWithoutCase() throws {
        _ = try fixture.club().registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "ana@example.com")
        #expect {
            try fixture.club().registerEmployee(pin: "5678", firstName: "Bo", lastName: "Berg", email: " ANA@example.com")
        } throws: { ($0 as? AppError).map { if case .conflict("email", _) = $0 { true } else { false } } ?? false }
    }

    @Test func firstNamesMayRepeat() throws {
        _ = try fixture.club().registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: nil)
        _ = try fixture.club().registerEmployee(pin: "5678", firstName: "Ana", lastName: "Berg", email: nil)
        #expect(try fixture.employees.all().count == 2)
    }

    @Test func anInvalidEmployeeIsNotStored() throws {
        #expect(throws: AppError.self) { try fixture.club().registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "nope") }
        #expect(try fixture.employees.all().isEmpty)
    }

    @Test func forgotPINFindsTheEmployeeByEmailWithoutCase() throws {
        _ = try fixture.club().registerEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: "ana@example.com")
        #expect(try fixture.club().recoverPIN(email: "ANA@example.com").pin.digits == "0042")
    }

    @Test func forgotPINSaysWhenNoEmployeeHasTheEmail() {
        #expect(throws: AppError.notFound(what: "Employee with the email bo@example.com")) { try fixture.club().recoverPIN(email: "bo@example.com") }
        #expect(throws: AppError.self) { try fixture.club().recoverPIN(email: "not-an-email") }
    }

    @Test func theEmployeeListShowsCartQuantitiesAndNoPIN() throws {
        try fixture.seedCatalog()
        let ana = try fixture.signedInEmployee()
        try fixture.club().cart.add(wineID: 1, quantity: 3)
        _ = try fixture.club().registerEmployee(pin: "5678", firstName: "Bo", lastName: "Berg", email: nil)
        let list = try fixture.club().listEmployees()
        #expect(list.map(\.lastName) == ["Berg", "Lima"])
        #expect(list.first { $0.id == ana.id }?.cartQuantity == 3)
        #expect(list.first { $0.lastName == "Berg" }?.cartQuantity == 0)
    }
}
