/// What a person agreed to before an order is placed: the cart's lines as the confirmation
/// named them, its total, or both. A checkout given one places the order only if the cart is
/// still exactly that, decided in the transaction that places it; otherwise it places nothing.
public struct CheckoutExpectation<Line: Equatable & Sendable>: Equatable, Sendable {
    /// The lines confirmed, in the cart's order; `nil` when only the total matters (a script's
    /// `--expect-total`).
    public var lines: [Line]?
    /// The total confirmed; `nil` when only the lines matter.
    public var total: Money?

    /// An expectation of these lines and this total.
    public init(lines: [Line]? = nil, total: Money? = nil) {
        self.lines = lines
        self.total = total
    }

    /// Whether a cart of `lines` coming to `total` is what was confirmed.
    public func isMet(lines actual: [Line], total actualTotal: Money) -> Bool {
        (lines == nil || lines == actual) && (total == nil || total == actualTotal)
    }

    /// The refusal of a cart that is not what was expected, saying what was confirmed and what
    /// the cart holds now: `AppError.conflict` on `cart` (a confirmation's lines) or on `total`
    /// (a total alone).
    ///
    /// - Parameters:
    ///   - quantity: how many of `unit` a line holds.
    ///   - now: the cart's quantity now; `total`: what it comes to now, formatted.
    public func refusal(quantity: (Line) -> Int, unit: String, now: Int, total: String) -> AppError {
        let held = "\(Plural.count(now, unit)), \(total)"
        guard let lines else {
            let wanted = self.total?.formatted ?? "the total expected"
            return .conflict(field: "total", message: "total: the cart comes to \(total) (\(Plural.count(now, unit))), not \(wanted); nothing was ordered")
        }
        let then = Plural.count(lines.reduce(0) { $0 + quantity($1) }, unit) + (self.total.map { ", \($0.formatted)" } ?? "")
        return .conflict(
            field: "cart",
            message: "cart: it changed after the order was confirmed (then \(then); now \(held)); nothing was ordered: check it and check out again"
        )
    }
}
