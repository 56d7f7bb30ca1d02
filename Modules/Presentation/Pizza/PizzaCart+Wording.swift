extension PizzaCart {
    /// What the cart says about a checkout that has not ended cleanly, wherever the cart is
    /// shown; `nil` when there is none.
    public var checkoutWarning: String? {
        switch checkoutMark {
        case let .uncertain(uncertain)?:
            "An earlier checkout of \(Plural.count(uncertain.quantity, "item")) (\(uncertain.total.formatted)) may have gone through: \(uncertain.reason). Check with the shop before ordering again."
        case let .inProgress(claim)?:
            "A checkout of \(Plural.count(claim.totalQuantity, "item")) (\(claim.total.formatted)) is being sent."
        case nil:
            nil
        }
    }

    /// "5 items, $35.10".
    public var summary: String { "\(Plural.count(totalQuantity, "item")), \(total.formatted)" }
}
