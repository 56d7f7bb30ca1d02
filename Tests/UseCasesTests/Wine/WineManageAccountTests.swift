import Domain
import Foundation
import Testing
import TestSupport
import UseCases

/// Changing your own PIN and name, and removing yourself, under the same rules as creating an
/// employee: uniqueness, and the wrong-attempt throttle for anything that proves a PIN.
@Suite struct WineManageAccountTests {
    let fixture = WineClubFixture()

    @Test func theOldPINProvesWhoAsksAndTheNewOneSignsIn() throws {
        try fixture.signedInEmployee(pin: "1234")
        let club = fixture.club()
        let changed = try club.account.changePIN(old: "1234", new: "5678")
        #expect(changed.pin.digits == "5678")
        try club.signOut()
        #expect(throws: AppError.self) { try club.signIn(pin: "1234") }
        #expect(try club.signIn(pin: "5678").id == changed.id)
    }

    @Test func aWrongOldPINIsRefusedAndCountsAsAWrongAttempt() throws {
        try fixture.signedInEmployee(pin: "1234")
        let club = fixture.club()
        #expect(throws: AppError.notSignedIn(reason: "oldPIN: this is not your PIN")) {
            try club.account.changePIN(old: "9999", new: "5678")
        }
        #expect(try fixture.session.throttle().failures == 1)
        #expect(throws: AppError.validation(field: "newPIN", rule: "must be 4 to 8 digits long (got 2)")) {
            try club.account.changePIN(old: "1234", new: "56")
        }
        #expect(throws: AppError.validation(field: "newPIN", rule: "must differ from the PIN you have now")) {
            try club.account.changePIN(old: "1234", new: "1234")
        }
    }

    @Test func aNewPINAnotherEmployeeHasIsAConflictThatCountsAsAWrongAttempt() throws {
        _ = try fixture.club().registerEmployee(pin: "4444", firstName: "Bo", lastName: "Berg", email: nil)
        try fixture.signedInEmployee(pin: "1234")
        #expect(throws: AppError.conflict(field: "newPIN", message: "newPIN: another employee already has this PIN")) {
            try fixture.club().account.changePIN(old: "1234", new: "4444")
        }
        #expect(try fixture.session.throttle().failures == 1)
    }

    @Test func whileWrongAttemptsAreSlowedDownNothingHereIsChecked() throws {
        try fixture.signedInEmployee(pin: "1234")
        let club = fixture.club()
        for _ in 0..<3 { _ = try? club.account.changePIN(old: "9999", new: "5678") }
        // The right PIN is refused unchecked until the wait is over, then works.
        #expect(throws: AppError.notSignedIn(reason: "oldPIN: too many wrong PINs in a row; try again in 2 s")) {
            try club.account.changePIN(old: "1234", new: "5678")
        }
        #expect(throws: AppError.notSignedIn(reason: "pin: too many wrong PINs in a row; try again in 2 s")) {
            try club.account.remove(confirmingWith: "1234")
        }
        fixture.advance(by: 2)
        #expect(try club.account.changePIN(old: "1234", new: "5678").pin.digits == "5678")
        #expect(try fixture.session.throttle().failures == 0)
    }

    @Test func renamingKeepsLastNamesUniqueAndChecksTheNames() throws {
        _ = try fixture.club().registerEmployee(pin: "4444", firstName: "Bo", lastName: "Berg", email: nil)
        try fixture.signedInEmployee(pin: "1234")
        let club = fixture.club()
        #expect(throws: AppError.conflict(field: "lastName", message: "lastName: another employee is already called BERG (last names must be unique)")) {
            try club.account.rename(firstName: "Ana", lastName: "BERG")
        }
        #expect(throws: AppError.validation(field: "firstName", rule: "is required")) {
            try club.account.rename(firstName: "\u{200B}", lastName: "Souza")
        }
        let renamed = try club.account.rename(firstName: " Ana Maria ", lastName: "Souza")
        #expect(renamed.fullName == "Ana Maria Souza")
        #expect(try club.currentEmployee.require().lastName == "Souza")
    }

    @Test func removingYourselfSignsOutFreesYourNameAndKeepsYourOrders() throws {
        try fixture.seedCatalog()
        let ana = try fixture.signedInEmployee(pin: "1234")
        let club = fixture.club()
        try club.cart.add(wineID: 1, quantity: 2)
        let order = try club.checkout()
        try club.cart.add(wineID: 2, quantity: 1)
        #expect(throws: AppError.notSignedIn(reason: "pin: this is not your PIN")) { try club.account.remove(confirmingWith: "9999") }
        #expect(try club.currentEmployee.find() == ana)

        #expect(try club.account.remove(confirmingWith: "1234") == ana)
        #expect(try club.currentEmployee.find() == nil)
        #expect(try fixture.employees.all().isEmpty)
        #expect(try fixture.carts.cart(for: ana.id).isEmpty)
        // The order stays, under the name it was placed with.
        #expect(try fixture.carts.orders(for: ana.id) == [order])
        #expect(order.employeeName == "Ana Lima")
        // The PIN and the last name are free again.
        #expect(try fixture.club().registerEmployee(pin: "1234", firstName: "Bia", lastName: "Lima", email: nil).lastName == "Lima")
    }

    @Test func nobodySignedInCanChangeNothing() throws {
        let club = fixture.club()
        #expect(throws: AppError.self) { try club.account.changePIN(old: "1234", new: "5678") }
        #expect(throws: AppError.self) { try club.account.rename(firstName: "A", lastName: "B") }
        #expect(throws: AppError.self) { try club.account.remove(confirmingWith: "1234") }
    }
}
