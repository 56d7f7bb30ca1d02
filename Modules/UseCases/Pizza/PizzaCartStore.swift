import Domain
import Foundation

/// Where the cart and the placed orders are kept, across launches and processes.
public protocol PizzaCartStore: Sendable {
    /// The cart as stored (empty at first), with its checkout mark.
    ///
    /// - Throws: `AppError.storage` when the database cannot be read.
    func load() throws -> PizzaCart

    /// Reads the cart, applies `change` and stores the result, all in one transaction: two
    /// processes changing the cart at once never lose each other's change. When `change` throws,
    /// nothing is stored and the error is rethrown.
    @discardableResult
    func update<T>(_ change: (inout PizzaCart) throws -> T) throws -> T

    /// Claims the cart's lines for a checkout, in one transaction: reads the cart (a claim in
    /// flight for which `abandoned` gives a reason is first turned into an uncertain checkout
    /// with that reason, since whoever took it died waiting), lets `check` refuse (it throws,
    /// and nothing changes), then records a claim on every line as it is now. A second claim
    /// while one is held sees it as `PizzaCheckoutMark.inProgress`.
    ///
    /// - Returns: the claim.
    func claimCheckout(at date: Date, abandoned: (PizzaCheckoutClaim) -> String?, _ check: (PizzaCart) throws -> Void) throws -> PizzaCheckoutClaim

    /// The server accepted the claimed order: in one transaction, records the order, takes the
    /// claimed lines out of the cart (`PizzaCart.settle`) and ends the claim (and any uncertain
    /// mark), so lines added meanwhile stay.
    ///
    /// - Returns: the order with its new number.
    func completeCheckout(_ claim: PizzaCheckoutClaim, placedAt: Date) throws -> PizzaOrder

    /// The claimed order did not go through (`reason` is `nil`), or may have (`reason` says
    /// why nobody knows, and the cart is marked with an `UncertainCheckout`): ends the claim,
    /// the lines stay in the cart. A claim that is no longer the cart's (it was declared stale
    /// meanwhile) is left alone.
    func endCheckout(_ claim: PizzaCheckoutClaim, uncertainBecause reason: String?) throws

    /// Every order placed, oldest first.
    func orders() throws -> [PizzaOrder]
}

extension PizzaCartStore {
    /// `claimCheckout(at:abandoned:_:)` where a claim is abandoned only once `staleAfter` has
    /// passed since it was taken.
    public func claimCheckout(at date: Date, staleAfter: Duration, _ check: (PizzaCart) throws -> Void) throws -> PizzaCheckoutClaim {
        try claimCheckout(at: date, abandoned: { PizzaCheckout.abandonment(of: $0, at: date, staleAfter: staleAfter, presence: UnknownPizzaCheckoutPresence()) }, check)
    }
}
