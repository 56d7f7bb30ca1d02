import Foundation
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct WineSignInFeatureTests {
    let fixture = WineFeatureFixture()

    @Test func theRightPINSignsIn() async throws {
        let employee = try fixture.club.registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: nil)
        let store = TestStore<WineSignInFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.pinChanged("1234")) { $0.pin = "1234" }
        await store.send(.submitPressed) { $0.isSigningIn = true }
        await store.receive(.signInResponse(.success(employee))) {
            $0.isSigningIn = false
            $0.pin = ""
        }
        await store.receive(.delegate(.signedIn(employee)))
        await store.finish()
    }

    @Test func aMalformedPINAndAnUnknownPINAreToldApart() async throws {
        let store = TestStore<WineSignInFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.pinChanged("12")) { $0.pin = "12" }
        await store.send(.submitPressed) { $0.isSigningIn = true }
        await store.receive(.signInResponse(.failure(.validation(field: "pin", rule: "must be 4 to 8 digits long (got 2)")))) {
            $0.isSigningIn = false
            $0.pin = ""
            $0.error = .validation(field: "pin", rule: "must be 4 to 8 digits long (got 2)")
        }
        await store.send(.pinChanged("9999")) { $0.pin = "9999"; $0.error = nil }
        await store.send(.submitPressed) { $0.isSigningIn = true }
        await store.receive(.signInResponse(.failure(.notSignedIn(reason: "pin: no employee has this PIN")))) {
            $0.isSigningIn = false
            $0.pin = ""
            $0.error = .notSignedIn(reason: "pin: no employee has this PIN")
        }
        await store.finish()
    }

    @Test func anEmptyPINDoesNothing() async {
        let store = TestStore<WineSignInFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.submitPressed)
        await store.finish()
    }

    @Test func anUnreachableAPIShowsTheBanner() async {
        let problem = AppError.unavailable(service: "wine.com", reason: "cannot be reached (refused)")
        fixture.gateway.fail(with: problem)
        let store = TestStore<WineSignInFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.appeared)
        await store.receive(.serviceChecked(problem)) { $0.serviceProblem = problem }
        await store.finish()
    }
}
