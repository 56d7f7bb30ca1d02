import Domain
import Foundation
import Synchronization
import Testing
import TestSupport
import UseCases

/// A checkout in flight whose process is gone is shown as uncertain, by the one rule the next
/// checkout also follows: its process announced it and has ended, or its time is long past.
@Suite struct PizzaLoadCartTests {
    /// A presence whose announced checkouts the test ends (as a killed process would).
    final class Presence: PizzaCheckoutPresence {
        let announced = Mutex<[Date]>([])
        let ended = Mutex<Set<Date>>([])

        func announce(startedAt: Date) throws -> PizzaCheckoutHold? {
            announced.withLock { $0.append(startedAt) }
            return PizzaCheckoutHold {}
        }

        func hasEnded(_ claim: PizzaCheckoutClaim) -> Bool { ended.withLock { $0.contains(claim.startedAt) } }
    }

    let time = TestClock()

    func claimedStore() throws -> (InMemoryPizzaCartStore, PizzaCheckoutClaim) {
        var cart = PizzaCart()
        try cart.add(.drink(Menu.recorded.drink(named: "Beer")), quantity: 2)
        let store = InMemoryPizzaCartStore(cart: cart)
        let claim = try store.claimCheckout(at: time.now, staleAfter: PizzaCheckout.staleAfter) { _ in }
        return (store, claim)
    }

    @Test func aCheckoutWhoseProcessIsThereIsShownAsBeingSent() throws {
        let (store, claim) = try claimedStore()
        let cart = try LoadPizzaCart(store: store, clock: time.clock, presence: Presence())()
        #expect(cart.checkoutMark == .inProgress(claim))
    }

    @Test func aCheckoutWhoseProcessEndedIsShownAsUncertainAtOnce() throws {
        let (store, claim) = try claimedStore()
        let presence = Presence()
        presence.ended.withLock { _ = $0.insert(claim.startedAt) }
        let cart = try LoadPizzaCart(store: store, clock: time.clock, presence: presence)()
        #expect(cart.uncertainCheckout == UncertainCheckout(claim, reason: "the process sending it ended before an answer came"))
    }

    @Test func aCheckoutPastItsTimeIsShownAsUncertain() throws {
        let (store, claim) = try claimedStore()
        time.advance(by: PizzaCheckout.staleAfter)
        let cart = try LoadPizzaCart(store: store, clock: time.clock, presence: Presence())()
        #expect(cart.uncertainCheckout == UncertainCheckout(claim, reason: "the checkout that sent it never finished"))
    }

    @Test func theNextCheckoutFindsTheSameUncertainCheckoutTheCartShows() async throws {
        let (store, claim) = try claimedStore()
        let presence = Presence()
        presence.ended.withLock { _ = $0.insert(claim.startedAt) }
        await #expect {
            try await PizzaCheckout(store: store, gateway: FakePizzaCheckoutGateway.echoing(), clock: time.clock, presence: presence)()
        } throws: { error in
            guard case let .conflict(field, message)? = error as? AppError else { return false }
            return field == "cart" && message.contains("may have been placed (the process sending it ended before an answer came)")
        }
    }

    @Test func aCheckoutAnnouncesItselfAtAWholeMillisecondBeforeItClaims() async throws {
        var cart = PizzaCart()
        try cart.add(.drink(Menu.recorded.drink(named: "Beer")), quantity: 1)
        let store = InMemoryPizzaCartStore(cart: cart)
        let presence = Presence()
        let start = Date(timeIntervalSince1970: 1_795_310_800.123_456)
        let order = try await PizzaCheckout(store: store, gateway: FakePizzaCheckoutGateway.echoing(), clock: .fixed(start), presence: presence)()
        #expect(presence.announced.withLock { $0 } == [Date(timeIntervalSince1970: 1_795_310_800.123)])
        #expect(order.lines.count == 1)
    }
}
