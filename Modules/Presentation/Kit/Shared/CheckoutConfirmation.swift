/// The "place the order?" question both carts ask before a checkout.
///
/// It names one version of the cart, read from the store just before it is asked: the yes
/// orders that version (`accept()`), and a cart that changed meanwhile withdraws the question
/// (`withdraw(ifNot:)`), so the order confirmed is the order placed.
public struct CheckoutConfirmation<Cart: Equatable & Sendable>: Equatable, Sendable {
    /// The cart the question names, while it is asked.
    public private(set) var cart: Cart?

    /// No question asked.
    public init() {}

    /// Whether the question is up.
    public var isAsked: Bool { cart != nil }

    /// Asks about `cart`.
    public mutating func ask(_ cart: Cart) {
        self.cart = cart
    }

    /// Withdraws the question: a cancel, or a change to the cart it named.
    public mutating func withdraw() {
        cart = nil
    }

    /// The yes: the cart the question named (nothing when none was asked), the question gone.
    public mutating func accept() -> Cart? {
        defer { cart = nil }
        return cart
    }

    /// Withdraws the question when `current` is not the cart it named, by `same`'s measure, and
    /// returns the cart it named (to say what changed); `nil` when it stands or none was asked.
    public mutating func withdraw(ifNot current: Cart, same: (Cart, Cart) -> Bool = { $0 == $1 }) -> Cart? {
        guard let named = cart, !same(named, current) else { return nil }
        cart = nil
        return named
    }
}
