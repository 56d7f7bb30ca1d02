import Domain
import Foundation

/// The cart as every front end shows it: as stored, except that a checkout in flight whose
/// process is gone (`PizzaCheckout.abandonment`) is shown as the uncertain checkout the next
/// checkout will find, so `kiosk pizza cart`, the TUI and the web never say "is being sent" of
/// an order nobody is waiting for.
public struct LoadPizzaCart: Sendable {
    let store: any PizzaCartStore
    let clock: Clock
    let presence: any PizzaCheckoutPresence

    /// The use case over its ports.
    public init(store: any PizzaCartStore, clock: Clock, presence: any PizzaCheckoutPresence = UnknownPizzaCheckoutPresence()) {
        self.store = store
        self.clock = clock
        self.presence = presence
    }

    /// The cart.
    ///
    /// - Throws: `AppError.storage` or `AppError.unavailable` when it cannot be read.
    public func callAsFunction() throws -> PizzaCart {
        var cart = try store.load()
        guard case let .inProgress(claim)? = cart.checkoutMark,
              let reason = PizzaCheckout.abandonment(of: claim, at: clock.now(), presence: presence) else { return cart }
        // NB: read again once the checkout's process looked gone: a checkout that ended its
        // claim and let go of its announcement between the read and the look was not gone. The
        // announcement is held from before the claim until after its end, so a claim still there
        // after the look was abandoned.
        cart = try store.load()
        guard case let .inProgress(again)? = cart.checkoutMark, again.attempt == claim.attempt else { return cart }
        cart.checkoutMark = .uncertain(UncertainCheckout(claim, reason: reason))
        return cart
    }
}
