import Domain
import Foundation

/// Checks out the stored cart exactly once: claims its lines in the store (a second checkout
/// of the same cart finds them taken and sends nothing), posts them, makes sure the server
/// received exactly what was sent, and only then records the order and takes those lines out
/// of the cart. When the server refused, the lines stay as they were; when nobody knows
/// whether the order went through, they stay too and the cart is marked, so the next checkout
/// has to say it means to order again.
public struct PizzaCheckout: Sendable {
    /// How long a claim may stay unanswered before it counts as a checkout that died waiting
    /// (well past the client's own timeout, so a slow answer is never taken for a dead one).
    public static let staleAfter: Duration = .seconds(60)

    let store: any PizzaCartStore
    let gateway: any PizzaCheckoutGateway
    let clock: Clock
    let presence: any PizzaCheckoutPresence

    /// The use case over its ports.
    ///
    /// - Parameter presence: where a checkout announces itself while it is out, so one whose
    ///   process died is known before `staleAfter`.
    public init(store: any PizzaCartStore, gateway: any PizzaCheckoutGateway, clock: Clock,
                presence: any PizzaCheckoutPresence = UnknownPizzaCheckoutPresence()) {
        self.store = store
        self.gateway = gateway
        self.clock = clock
        self.presence = presence
    }

    /// Why the checkout `claim` stands for can no longer be out, so that its order may or may
    /// not have been placed; `nil` while it may still be waiting for its answer. The one rule
    /// for every reader of the cart (`LoadPizzaCart`) and for the next checkout.
    ///
    /// Its process is known to have ended (`presence`), or `staleAfter` has passed since it
    /// started, well past any request's time limit.
    public static func abandonment(of claim: PizzaCheckoutClaim, at now: Date, staleAfter: Duration = staleAfter,
                                   presence: any PizzaCheckoutPresence) -> String? {
        if presence.hasEnded(claim) { return "the process sending it ended before an answer came" }
        if claim.startedAt.addingTimeInterval(staleAfter.timeInterval) <= now { return "the checkout that sent it never finished" }
        return nil
    }

    /// Places the order.
    ///
    /// - Parameters:
    ///   - again: the person knows an earlier checkout of this cart may have gone through and
    ///     wants to order anyway.
    ///   - expected: what the person confirmed (the lines and total a confirmation named, or a
    ///     script's expected total): nothing is claimed or sent unless the cart is still exactly
    ///     that when the claim's transaction reads it.
    /// - Returns: the recorded order.
    /// - Throws: `AppError.validation(field: "cart", …)` for an empty cart or one another
    ///   checkout holds; `AppError.conflict(field: "cart", …)` when an earlier checkout may have
    ///   been placed and `again` is false, or when the cart is not what was `expected` (saying
    ///   what it holds now); `AppError.outcomeUnknown` when this one may have been
    ///   placed; `AppError.unavailable` when the server failed or its echo differs from what was
    ///   sent; `AppError.storage`.
    public func callAsFunction(again: Bool = false, expecting expected: CheckoutExpectation<PizzaCartLine>? = nil) async throws -> PizzaOrder {
        let (startedAt, hold) = try announce()
        // NB: held until the claim has ended, however this returns: a reader that finds the
        // claim in flight and the announcement gone knows this process died with it.
        defer { hold.end() }
        let presence = presence
        let claim = try store.claimCheckout(at: startedAt, abandoned: { Self.abandonment(of: $0, at: startedAt, presence: presence) }) { cart in
            try Self.check(cart, again: again)
            if let expected, !expected.isMet(lines: cart.lines, total: cart.total) {
                throw expected.refusal(quantity: \.quantity, unit: "item", now: cart.totalQuantity, total: cart.total.formatted)
            }
        }
        let request = PizzaCheckoutRequest(lines: claim.lines)
        let echoed: PizzaCheckoutRequest?
        do {
            echoed = try await gateway.submit(request)
        } catch let uncertain as PizzaCheckoutUncertain {
            try store.endCheckout(claim, uncertainBecause: uncertain.reason)
            throw AppError.outcomeUnknown(
                what: "The order (\(Plural.count(claim.totalQuantity, "item")), \(claim.total.formatted))",
                reason: "the checkout server \(uncertain.reason)",
                advice: "The cart is kept and marked; check with the shop before ordering it again."
            )
        } catch {
            try store.endCheckout(claim, uncertainBecause: nil)
            throw error
        }
        guard let echoed else {
            try store.endCheckout(claim, uncertainBecause: nil)
            throw AppError.unavailable(service: "checkout", reason: "the server could not read the order as JSON; the cart is kept")
        }
        guard echoed == request else {
            try store.endCheckout(claim, uncertainBecause: nil)
            throw AppError.unavailable(service: "checkout", reason: "the server received a different order than was sent; the cart is kept")
        }
        return try store.completeCheckout(claim, placedAt: clock.now())
    }

    /// Announces this checkout at a whole millisecond (what both stores keep exactly), the
    /// next one when another process took that one.
    private func announce() throws -> (Date, PizzaCheckoutHold) {
        let now = clock.now().timeIntervalSince1970
        var milliseconds = (now * 1000).rounded(.down)
        for _ in 0..<1000 {
            let startedAt = Date(timeIntervalSince1970: milliseconds / 1000)
            if let hold = try presence.announce(startedAt: startedAt) { return (startedAt, hold) }
            milliseconds += 1
        }
        throw AppError.storage(message: "Could not announce the checkout: every moment tried was taken.", recovery: "Try again in a moment.")
    }

    /// The rules a cart must meet before its lines are claimed.
    static func check(_ cart: PizzaCart, again: Bool) throws {
        switch cart.checkoutMark {
        case let .inProgress(claim)?:
            throw AppError.validation(
                field: "cart",
                rule: "is being checked out already (\(Plural.count(claim.totalQuantity, "item")), \(claim.total.formatted)); wait for that checkout to finish"
            )
        case let .uncertain(checkout)? where !again:
            throw AppError.conflict(
                field: "cart",
                message: "cart: an earlier checkout of \(Plural.count(checkout.quantity, "item")) (\(checkout.total.formatted)) may have been placed (\(checkout.reason)); check with the shop before ordering it again"
            )
        case .uncertain?, nil:
            break
        }
        guard !cart.isEmpty else {
            throw AppError.validation(field: "cart", rule: "is empty; add a pizza or a drink before checking out")
        }
    }
}
