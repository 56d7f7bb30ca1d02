import Domain
import Foundation
import TestSupport
import Testing
import UseCases

@Suite(.hangGuard) struct WineSignInTests {
    let fixture = WineClubFixture()

    init() throws {
        _ = try fixture.club().registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: nil)
    }

    @Test func theRightPINSignsInUntilSignOut() throws {
        let employee = try fixture.club().signIn(pin: "1234")
        #expect(try fixture.club().currentEmployee.find() == employee)
        try fixture.club().signOut()
        #expect(try fixture.club().currentEmployee.find() == nil)
        #expect(throws: AppError.self) { try fixture.club().currentEmployee.require() }
    }

    @Test func aUseWithinTheLimitKeepsTheSignInAndOneAfterItSignsOutKeepingTheCart() throws {
        try fixture.seedCatalog()
        let ana = try fixture.club().signIn(pin: "1234")
        _ = try fixture.club().cart.add(wineID: 2, quantity: 1)
        let lapsed: @Sendable (Date) -> Bool = { [clock = fixture.clock] in clock.now().timeIntervalSince($0) >= 120 }
        fixture.advance(by: 100)
        #expect(try fixture.club().keepSignIn(at: fixture.clock.now(), lapsed: lapsed) == nil)
        fixture.advance(by: 100)
        #expect(try fixture.club().keepSignIn(at: fixture.clock.now(), lapsed: lapsed) == nil)
        fixture.advance(by: 120)
        #expect(try fixture.club().keepSignIn(at: fixture.clock.now(), lapsed: lapsed) == ana)
        #expect(try fixture.club().currentEmployee.find() == nil)
        _ = try fixture.club().signIn(pin: "1234")
        #expect(try fixture.club().cart.contents().totalQuantity == 1)
    }

    @Test func aMalformedPINIsAValidationErrorNotAWrongPIN() throws {
        #expect {
            try fixture.club().signIn(pin: "12ab")
        } throws: { ($0 as? AppError).map { if case .validation("pin", _) = $0 { true } else { false } } ?? false }
        #expect(try fixture.session.throttle().failures == 0)
    }

    @Test func anUnknownPINSaysNobodyHasIt() {
        #expect {
            try fixture.club().signIn(pin: "9999")
        } throws: { error in
            guard case let .notSignedIn(reason)? = error as? AppError else { return false }
            return reason.contains("no employee has this PIN")
        }
    }

    @Test func repeatedWrongPINsAreSlowedDownEvenInANewProcess() throws {
        for _ in 0..<3 { #expect(throws: AppError.self) { try fixture.club().signIn(pin: "9999") } }
        // A new club over the same stores is a new process over the same database.
        #expect {
            try fixture.club().signIn(pin: "1234")
        } throws: { error in
            guard case let .notSignedIn(reason)? = error as? AppError else { return false }
            return reason.contains("try again in 2 s")
        }
        fixture.advance(by: 2)
        #expect(throws: AppError.self) { try fixture.club().signIn(pin: "9999") }
        fixture.advance(by: 3)
        #expect(throws: AppError.self) { try fixture.club().signIn(pin: "1234") }  // 4 s needed now
        fixture.advance(by: 1)
        _ = try fixture.club().signIn(pin: "1234")
        #expect(try fixture.session.throttle() == SignInThrottle())
    }

    @Test func aRightPINResetsTheCount() throws {
        for _ in 0..<2 { #expect(throws: AppError.self) { try fixture.club().signIn(pin: "9999") } }
        _ = try fixture.club().signIn(pin: "1234")
        #expect(try fixture.session.throttle().failures == 0)
    }
}
