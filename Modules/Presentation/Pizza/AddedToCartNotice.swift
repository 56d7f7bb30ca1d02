/// The "ADDED TO CART" bar: shown when something went into the cart, for exactly `duration`
/// on the environment's clock. Adding again while it shows restarts it.
public struct AddedToCartNotice: Equatable, Sendable {
    /// What the bar says.
    public static let text = "ADDED TO CART"
    /// How long the bar stays.
    public static let duration: Duration = .seconds(3)

    /// The line as it is after the addition (name and new quantity).
    public var line: PizzaCartLine

    /// A notice for `line`.
    public init(line: PizzaCartLine) { self.line = line }

    /// "ADDED TO CART".
    public var text: String { Self.text }
}
