import Presentation
import Testing
import TestSupport

/// The unimplemented environments of the three apps: a function a test did not set fails the
/// test that calls it, and throws, so the feature meets an error rather than made-up data.
@Suite struct UnimplementedEnvironmentTests {
    @Test func aWineFunctionTheTestDidNotSetFailsIt() {
        let environment = WineEnvironment.unimplemented()
        withKnownIssue {
            #expect(throws: AppError.self) { try environment.cart() }
        }
        var set = environment
        set.cart = { CartContents(items: []) }
        #expect(throws: Never.self) { try set.cart() }
    }

    @Test func aPizzaFunctionTheTestDidNotSetFailsIt() {
        let environment = PizzaEnvironment.unimplemented()
        withKnownIssue {
            #expect(throws: AppError.self) { try environment.orders() }
        }
    }

    @Test func aCountersFunctionTheTestDidNotSetFailsIt() {
        let environment = CountersEnvironment.unimplemented()
        withKnownIssue {
            #expect(throws: AppError.self) { try environment.pending() }
        }
    }
}
