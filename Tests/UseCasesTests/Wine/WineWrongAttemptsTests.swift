import Domain
import Foundation
import TestSupport
import Testing
import UseCases

/// Creating an employee and looking a PIN up by email reveal whether a PIN or an email belongs
/// to someone, so they share the sign-in's wrong-PIN throttle. The clock moves only when told.
@Suite struct WineWrongAttemptsTests {
    let fixture = WineClubFixture()

    init() throws {
        _ = try fixture.club().registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "ana@example.com")
    }

    func wrongPINs(_ count: Int) {
        for _ in 0..<count { #expect(throws: AppError.self) { try fixture.club().signIn(pin: "9999") } }
    }

    func refusedWithTheWait(_ seconds: Int) -> @Sendable (any Error) -> Bool {
        { error in
            guard case let .notSignedIn(reason)? = error as? AppError else { return false }
            return reason.contains("too many") && reason.hasSuffix("try again in \(seconds) s")
        }
    }

    func isConflict(_ field: String, saying text: String? = nil) -> @Sendable (any Error) -> Bool {
        { error in
            guard case let .conflict(name, message)? = error as? AppError else { return false }
            return name == field && text.map(message.contains) ?? true
        }
    }

    // MARK: Tests

    /// Four wrong PINs, then trying PINs through "create employee" answered "another employee
    /// already has this PIN" at once: five PINs probed in a third of a second.
    @Test func whileWrongPINsAreSlowedDownACreateIsRefusedWithTheWaitAndStoresNothing() throws {
        wrongPINs(3)
        fixture.advance(by: 1)
        #expect(performing: {
            try fixture.club().registerEmployee(pin: "1234", firstName: "Bo", lastName: "Berg", email: nil)
        }, throws: refusedWithTheWait(1))
        #expect(performing: {
            try fixture.club().registerEmployee(pin: "5678", firstName: "Bo", lastName: "Berg", email: nil)
        }, throws: refusedWithTheWait(1))
        #expect(try fixture.employees.all().count == 1)
        // Refusals are not wrong PINs: the wait does not grow.
        #expect(try fixture.session.throttle().failures == 3)

        fixture.advance(by: 1)
        let bo = try fixture.club().registerEmployee(pin: "5678", firstName: "Bo", lastName: "Berg", email: nil)
        #expect(bo.lastName == "Berg")
    }

    @Test func aCreateRefusedForATakenPINCountsAsAWrongPIN() throws {
        for _ in 0..<2 {
            #expect(performing: {
                try fixture.club().registerEmployee(pin: "1234", firstName: "Bo", lastName: "Berg", email: nil)
            }, throws: isConflict("pin", saying: "another employee already has this PIN"))
        }
        #expect(performing: {
            try fixture.club().registerEmployee(pin: "1234", firstName: "Bo", lastName: "Berg", email: nil)
        }, throws: isConflict("pin", saying: "(the next attempt must wait 2 s)"))
        #expect(try fixture.session.throttle() == SignInThrottle(failures: 3, lastFailure: fixture.time.now))
        // The right PIN, too, now waits.
        #expect(performing: { try fixture.club().signIn(pin: "1234") }, throws: refusedWithTheWait(2))
    }

    @Test func aCreateRefusedForATakenNameOrEmailIsNotAWrongPIN() throws {
        #expect(performing: {
            try fixture.club().registerEmployee(pin: "5678", firstName: "Bo", lastName: "LIMA", email: nil)
        }, throws: isConflict("lastName"))
        #expect(performing: {
            try fixture.club().registerEmployee(pin: "5678", firstName: "Bo", lastName: "Berg", email: "ANA@example.com")
        }, throws: isConflict("email"))
        #expect(try fixture.session.throttle().failures == 0)
    }

    @Test func aSuccessfulCreateDoesNotForgiveWrongPINs() throws {
        wrongPINs(2)
        _ = try fixture.club().registerEmployee(pin: "5678", firstName: "Bo", lastName: "Berg", email: nil)
        #expect(try fixture.session.throttle().failures == 2)
    }

    @Test func anEmailNobodyHasCountsAsAWrongPIN() throws {
        for _ in 0..<3 {
            #expect(throws: AppError.notFound(what: "Employee with the email bo@example.com")) {
                try fixture.club().recoverPIN(email: "bo@example.com")
            }
        }
        #expect(try fixture.session.throttle().failures == 3)
        #expect(performing: { try fixture.club().signIn(pin: "1234") }, throws: refusedWithTheWait(2))
    }

    @Test func whileWrongPINsAreSlowedDownALookupIsRefusedWithTheWait() throws {
        wrongPINs(3)
        #expect(performing: { try fixture.club().recoverPIN(email: "ana@example.com") }, throws: refusedWithTheWait(2))
        #expect(performing: { try fixture.club().recoverPIN(email: "bo@example.com") }, throws: refusedWithTheWait(2))
        #expect(try fixture.session.throttle().failures == 3)
        fixture.advance(by: 2)
        #expect(try fixture.club().recoverPIN(email: "ana@example.com").pin.digits == "1234")
    }

    @Test func malformedInputIsAValidationErrorEvenWhileSlowedDownAndNotCounted() throws {
        wrongPINs(3)
        #expect(performing: { try fixture.club().recoverPIN(email: "nope") }, throws: { ($0 as? AppError).map { if case .validation("email", _) = $0 { true } else { false } } ?? false })
        #expect(performing: {
            try fixture.club().registerEmployee(pin: "12", firstName: "Bo", lastName: "Berg", email: nil)
        }, throws: { ($0 as? AppError).map { if case .validation("pin", _) = $0 { true } else { false } } ?? false })
        #expect(try fixture.session.throttle().failures == 3)
    }
}
