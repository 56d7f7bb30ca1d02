/// An employee's cart: lines in the order each wine was first added.
///
/// Adding a wine that is already there adds to its line and keeps the line where it was:
/// A×1, B×2, then A×4 gives A×5, B×2. No line ever has quantity 0.
public struct WineCart: Equatable, Sendable, Codable {
    /// The lines, in order of first addition.
    public private(set) var lines: [CartLine]

    /// An empty cart.
    public init() { lines = [] }

    /// A cart with these lines (as stored), in this order.
    public init(lines: [CartLine]) { self.lines = lines }

    /// The total quantity of all lines.
    public var totalQuantity: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// Whether the cart has no line.
    public var isEmpty: Bool { lines.isEmpty }

    /// Why an empty cart is not checked out: by the checkout itself, and by a confirmation that
    /// would name nothing.
    public static let emptyAtCheckout = AppError.validation(field: "cart", rule: "is empty; add a wine before checking out")

    /// The quantity of `wineID`, 0 when it has no line.
    public func quantity(of wineID: Int) -> Int {
        lines.first { $0.wineID == wineID }?.quantity ?? 0
    }

    /// Adds `quantity` of a wine: to its existing line, else as a new last line.
    ///
    /// - Throws: `AppError.validation(field: "quantity", …)` when `quantity` is not 1 to
    ///   `Quantity.maximum`, or the line would grow past it. The cart is unchanged then.
    public mutating func add(_ wineID: Int, quantity: Int) throws {
        try Quantity.validate(quantity)
        if let index = lines.firstIndex(where: { $0.wineID == wineID }) {
            let total = lines[index].quantity + quantity
            guard total <= Quantity.maximum else {
                throw AppError.validation(
                    field: "quantity",
                    rule: "would make \(total) of this wine; a line holds at most \(Quantity.maximum)"
                )
            }
            lines[index].quantity = total
        } else {
            lines.append(CartLine(wineID: wineID, quantity: quantity))
        }
    }

    /// Sets the quantity of a wine's line.
    ///
    /// - Throws: `AppError.validation(field: "quantity", …)` for 0 (remove the line instead),
    ///   a negative or too large quantity; `AppError.notFound` when the wine has no line.
    public mutating func set(_ wineID: Int, quantity: Int) throws {
        try Quantity.validate(quantity)
        guard let index = lines.firstIndex(where: { $0.wineID == wineID }) else {
            throw AppError.notFound(what: "Wine \(wineID)", place: "the cart")
        }
        lines[index].quantity = quantity
    }

    /// Removes a wine's line.
    ///
    /// - Throws: `AppError.notFound` when the wine has no line.
    public mutating func remove(_ wineID: Int) throws {
        guard let index = lines.firstIndex(where: { $0.wineID == wineID }) else {
            throw AppError.notFound(what: "Wine \(wineID)", place: "the cart")
        }
        lines.remove(at: index)
    }

    /// Takes out exactly what an order holds: each ordered line's quantity comes off its
    /// wine's line, and a line left with nothing goes. What was added while the order was being
    /// placed stays.
    ///
    /// - Returns: `false`, leaving the cart unchanged, when the cart no longer holds all of
    ///   `ordered` (another checkout took it, or the lines were changed meanwhile).
    public mutating func settle(_ ordered: [CartLine]) -> Bool {
        var settled = self
        for line in ordered {
            guard let index = settled.lines.firstIndex(where: { $0.wineID == line.wineID }),
                  settled.lines[index].quantity >= line.quantity else { return false }
            let left = settled.lines[index].quantity - line.quantity
            if left > 0 { settled.lines[index].quantity = left } else { settled.lines.remove(at: index) }
        }
        self = settled
        return true
    }
}
