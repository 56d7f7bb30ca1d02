import Domain
import Foundation

/// Whether the process sending a checkout is still there: a checkout announces itself before
/// it claims the cart and until its claim has ended, so a reader can tell a checkout in flight
/// from one whose process was killed, without waiting for `PizzaCheckout.staleAfter`.
public protocol PizzaCheckoutPresence: Sendable {
    /// Announces that this process is sending the checkout claimed at `startedAt`, until the
    /// hold returned is ended; `nil` when that instant is already taken (pick another). Where
    /// nothing can be announced, a hold that announces nothing.
    ///
    /// - Throws: `AppError.storage` when the announcement fails in a way the checkout must not
    ///   go past.
    func announce(startedAt: Date) throws -> PizzaCheckoutHold?

    /// Whether the process that announced `claim` is known to have ended without ending the
    /// claim; `false` while it runs, and when nothing is known (it announced elsewhere).
    func hasEnded(_ claim: PizzaCheckoutClaim) -> Bool
}

/// A checkout's announcement (`PizzaCheckoutPresence.announce`), held until `end()`.
public final class PizzaCheckoutHold: Sendable {
    private let ending: @Sendable () -> Void

    /// A hold that `ending` lets go of.
    public init(ending: @escaping @Sendable () -> Void) {
        self.ending = ending
    }

    /// Lets go of the announcement: the checkout's claim has ended.
    public func end() {
        ending()
    }
}

/// A presence that knows nothing: every announcement succeeds and no process is known to have
/// ended, so only `PizzaCheckout.staleAfter` says a checkout died (tests, and stores shared
/// by processes that share no data directory).
public struct UnknownPizzaCheckoutPresence: PizzaCheckoutPresence {
    /// The presence that knows nothing.
    public init() {}

    public func announce(startedAt: Date) throws -> PizzaCheckoutHold? { PizzaCheckoutHold {} }

    public func hasEnded(_ claim: PizzaCheckoutClaim) -> Bool { false }
}
