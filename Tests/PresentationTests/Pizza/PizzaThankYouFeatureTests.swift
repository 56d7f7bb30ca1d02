import Foundation
import Presentation
import Testing
import TestSupport

@MainActor
@Suite struct PizzaThankYouFeatureTests {
    @Test func theThankYouSummarisesTheOrderAndStartsANewOne() async throws {
        var cart = PizzaCart()
        try cart.add(PizzaTestEnvironment.pizza("Mare Bianco"), quantity: 3)
        let order = PizzaOrder(id: 12, placedAt: Date(timeIntervalSince1970: 0), lines: cart.lines)
        let store = TestStore<PizzaThankYouFeature>(initialState: PizzaThankYouFeature.State(order: order), environment: PizzaTestEnvironment().environment)
        #expect(PizzaThankYouFeature.State.message == "Thank you for your order!")
        #expect(store.state.summary == "Order #12 · 3 items · $29.10")
        await store.send(.newOrderPressed)
        await store.receive(.delegate(.newOrderStarted))
        await store.finish()
    }
}
