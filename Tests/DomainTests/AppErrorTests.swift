import Domain
import Testing

@Suite struct AppErrorTests {
    @Test func eachKindHasTheExitStatusTheProductFixes() {
        #expect(AppError.validation(field: "pin", rule: "4 to 8 digits").exitCode == 64)
        #expect(AppError.conflict(field: "pin", message: "taken").exitCode == 65)
        #expect(AppError.notFound(what: "Pizza \"x\"").exitCode == 66)
        #expect(AppError.notSignedIn(reason: "no").exitCode == 67)
        #expect(AppError.unavailable(service: "wine.com", reason: "refused").exitCode == 69)
        #expect(AppError.unexpected("bug").exitCode == 1)
    }

    @Test func validationMessageNamesTheFieldAndTheRule() {
        #expect(AppError.validation(field: "pin", rule: "must be 4 to 8 digits").message == "pin: must be 4 to 8 digits")
    }

    @Test func notFoundSuggestsTheClosestNames() {
        let error = AppError.notFound(what: "Pizza \"Margarita\"", suggestions: ["Margherita"])
        #expect(error.message == "Pizza \"Margarita\" not found. Did you mean \"Margherita\"?")
    }
}
