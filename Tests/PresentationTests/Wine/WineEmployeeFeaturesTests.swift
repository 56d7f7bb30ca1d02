import Foundation
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct WineEmployeeFeaturesTests {
    let fixture = WineFeatureFixture()

    @Test func aNewEmployeeIsCreated() async throws {
        let store = TestStore<NewEmployeeFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.fieldChanged(.pin, "1234")) { $0.pin = "1234" }
        await store.send(.fieldChanged(.firstName, "Ana")) { $0.firstName = "Ana" }
        await store.send(.fieldChanged(.lastName, "Lima")) { $0.lastName = "Lima" }
        await store.send(.fieldChanged(.email, "ana@example.com")) { $0.email = "ana@example.com" }
        await store.send(.savePressed) { $0.isSaving = true }
        let created = Employee(id: 1, pin: try PIN("1234"), firstName: "Ana", lastName: "Lima", email: try EmailAddress("ana@example.com"), hireDate: WineFeatureFixture.now)
        await store.receive(.saveResponse(.success(created))) { $0.isSaving = false }
        await store.receive(.delegate(.created(created)))
        await store.finish()
    }

    @Test func aRefusedSaveNamesEveryFieldThatBreaksARule() async throws {
        var initial = NewEmployeeFeature.State()
        initial.pin = "12"
        initial.firstName = " "
        initial.lastName = "Lima"
        let store = TestStore<NewEmployeeFeature>(initialState: initial, environment: fixture.environment)
        await store.send(.savePressed) { $0.isSaving = true }
        let pin = AppError.validation(field: "pin", rule: "must be 4 to 8 digits long (got 2)")
        await store.receive(.saveResponse(.failure(pin))) {
            $0.isSaving = false
            $0.error = pin
            $0.fieldErrors = [.validation(field: "firstName", rule: "is required"), pin]
        }
        await store.send(.fieldChanged(.pin, "1234")) { $0.pin = "1234"; $0.error = nil; $0.fieldErrors = [] }
        await store.finish()
    }

    @Test func aDuplicateLastNameHighlightsTheField() async throws {
        _ = try fixture.club.registerEmployee(pin: "1111", firstName: "Bo", lastName: "Lima", email: nil)
        var initial = NewEmployeeFeature.State()
        initial.pin = "2222"
        initial.firstName = "Ana"
        initial.lastName = "LIMA"
        let store = TestStore<NewEmployeeFeature>(initialState: initial, environment: fixture.environment)
        await store.send(.savePressed) { $0.isSaving = true }
        let error = AppError.conflict(field: "lastName", message: "lastName: another employee is already called LIMA (last names must be unique)")
        await store.receive(.saveResponse(.failure(error))) {
            $0.isSaving = false
            $0.error = error
        }
        #expect(store.state.error?.field == "lastName")
        await store.finish()
    }

    @Test func forgotPINShowsThePINOrSaysNobodyHasTheEmail() async throws {
        let ana = try fixture.club.registerEmployee(pin: "0042", firstName: "Ana", lastName: "Lima", email: "ana@example.com")
        let store = TestStore<ForgotPINFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.emailChanged("bo@example.com")) { $0.email = "bo@example.com" }
        await store.send(.searchPressed) { $0.isSearching = true }
        await store.receive(.searchResponse(.failure(.notFound(what: "Employee with the email bo@example.com")))) {
            $0.isSearching = false
            $0.error = .notFound(what: "Employee with the email bo@example.com")
        }
        await store.send(.emailChanged("ANA@example.com")) { $0.email = "ANA@example.com"; $0.error = nil }
        await store.send(.searchPressed) { $0.isSearching = true }
        await store.receive(.searchResponse(.success(ana))) {
            $0.isSearching = false
            $0.found = ana
        }
        #expect(store.state.found?.pin.digits == "0042")
        await store.finish()
    }

    @Test func theEmployeeListShowsCartQuantities() async throws {
        try fixture.seed()
        let ana = try fixture.signIn()
        try fixture.club.cart.add(wineID: 1, quantity: 2)
        let store = TestStore<EmployeesFeature>(initialState: .init(), environment: fixture.environment)
        await store.send(.appeared) { $0 = .loading([]) }
        await store.receive(.loaded(.success([EmployeeSummary(ana, cartQuantity: 2)]))) {
            $0 = .loaded([EmployeeSummary(ana, cartQuantity: 2)])
        }
        await store.finish()
    }
}
