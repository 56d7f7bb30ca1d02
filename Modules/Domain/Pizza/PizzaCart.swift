/// The cart of Nenno's Pizza and its rules.
///
/// - Lines stay in the order of their first addition.
/// - Adding an item the cart already holds adds to its line (identity: see `PizzaCartItem.Key`).
/// - No line ever has quantity 0; every quantity stays within `quantityRange`.
public struct PizzaCart: Hashable, Codable, Sendable {
    /// The quantities a line may have.
    public static let quantityRange = 1...99
    /// What a pizza line's quantity field accepts.
    public static let quantityRule = FieldRule.number("quantity", quantityRange)

    /// The lines, in the order of first addition.
    public private(set) var lines: [PizzaCartLine]
    /// The number the next new line gets; numbers are never reused.
    public private(set) var nextLineID: PizzaCartLineID
    /// A checkout in flight, or one that may have been placed; `nil` when none.
    public var checkoutMark: PizzaCheckoutMark?

    /// An empty cart.
    public init() {
        self.lines = []
        self.nextLineID = PizzaCartLineID(1)
    }

    /// A cart restored from storage.
    ///
    /// - Throws: `AppError.validation` when a line breaks a rule (a quantity out of range, two
    ///   lines of the same item, a line numbered at or after `nextLineID`).
    public init(lines: [PizzaCartLine], nextLineID: PizzaCartLineID, checkoutMark: PizzaCheckoutMark? = nil) throws {
        var keys = Set<PizzaCartItem.Key>()
        for line in lines {
            guard Self.quantityRange.contains(line.quantity) else {
                throw AppError.validation(field: "cart line \(line.id)", rule: "quantity \(line.quantity) is outside \(Self.quantityRange)")
            }
            guard keys.insert(line.item.key).inserted else {
                throw AppError.validation(field: "cart line \(line.id)", rule: "holds the same item as an earlier line")
            }
            guard line.id < nextLineID else {
                throw AppError.validation(field: "cart line \(line.id)", rule: "is numbered past the cart's next line \(nextLineID)")
            }
        }
        self.lines = lines
        self.nextLineID = nextLineID
        self.checkoutMark = checkoutMark
    }

    /// Whether the cart holds nothing.
    public var isEmpty: Bool { lines.isEmpty }

    /// The sum of every line's quantity.
    public var totalQuantity: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// The price of everything in the cart.
    public var total: Money { lines.reduce(.zero) { $0 + $1.total } }

    /// The checkout that may have been placed, if any.
    public var uncertainCheckout: UncertainCheckout? {
        if case let .uncertain(checkout)? = checkoutMark { return checkout }
        return nil
    }

    /// The line with this number, if any.
    public func line(_ id: PizzaCartLineID) -> PizzaCartLine? {
        lines.first { $0.id == id }
    }

    // MARK: - Changes

    /// Adds `quantity` of `item`: to its existing line if the cart has one, else on a new line
    /// at the end.
    ///
    /// - Returns: the line as it is now.
    /// - Throws: `AppError.validation` (field `quantity`) when `quantity` or the line's new
    ///   quantity is outside `quantityRange`; the cart is then unchanged.
    @discardableResult
    public mutating func add(_ item: PizzaCartItem, quantity: Int = 1) throws -> PizzaCartLine {
        try Self.check(quantity)
        if let index = lines.firstIndex(where: { $0.item.key == item.key }) {
            let total = lines[index].quantity + quantity
            guard Self.quantityRange.contains(total) else {
                throw AppError.validation(
                    field: "quantity",
                    rule: "\(item.name) would come to \(total), more than the \(Self.quantityRange.upperBound) one line may hold"
                )
            }
            lines[index].quantity = total
            return lines[index]
        }
        let line = PizzaCartLine(id: nextLineID, item: item, quantity: quantity)
        lines.append(line)
        nextLineID = PizzaCartLineID(nextLineID.rawValue + 1)
        return line
    }

    /// Sets the quantity of a line.
    ///
    /// - Throws: `AppError.validation` for 0 (with a hint to remove the line instead) or a
    ///   quantity outside `quantityRange`; `AppError.notFound` for an unknown line.
    public mutating func setQuantity(_ quantity: Int, of id: PizzaCartLineID) throws {
        guard let index = lines.firstIndex(where: { $0.id == id }) else { throw Self.unknownLine(id) }
        if quantity == 0 {
            throw AppError.validation(field: "quantity", rule: "must be at least 1; remove the line to drop the item")
        }
        try Self.check(quantity)
        lines[index].quantity = quantity
    }

    /// Removes a line.
    ///
    /// - Returns: the removed line.
    /// - Throws: `AppError.notFound` for an unknown line.
    @discardableResult
    public mutating func remove(_ id: PizzaCartLineID) throws -> PizzaCartLine {
        guard let index = lines.firstIndex(where: { $0.id == id }) else { throw Self.unknownLine(id) }
        defer { forgetUncertainCheckoutIfEmpty() }
        return lines.remove(at: index)
    }

    /// Empties the cart (line numbers keep counting up).
    public mutating func removeAll() {
        lines.removeAll()
        forgetUncertainCheckoutIfEmpty()
    }

    /// Takes out what an order contained: each ordered line's quantity comes off the line with
    /// its number, and a line left with nothing goes. Whatever was added to the cart while the
    /// order was in flight (another terminal, say) stays.
    public mutating func settle(_ ordered: [PizzaCartLine]) {
        for line in ordered {
            guard let index = lines.firstIndex(where: { $0.id == line.id }) else { continue }
            let left = lines[index].quantity - line.quantity
            if left > 0 { lines[index].quantity = left } else { lines.remove(at: index) }
        }
        forgetUncertainCheckoutIfEmpty()
    }

    /// An uncertain checkout is about lines the cart holds: once it holds none, there is
    /// nothing left that could be ordered twice.
    private mutating func forgetUncertainCheckoutIfEmpty() {
        if lines.isEmpty, case .uncertain? = checkoutMark { checkoutMark = nil }
    }

    static func check(_ quantity: Int) throws {
        guard quantityRange.contains(quantity) else {
            let hint = quantity == 0 ? "; to drop an item, remove its line" : ""
            throw AppError.validation(
                field: "quantity",
                rule: "must be between \(quantityRange.lowerBound) and \(quantityRange.upperBound) (got \(quantity))\(hint)"
            )
        }
    }

    static func unknownLine(_ id: PizzaCartLineID) -> AppError {
        .notFound(what: "cart line \(id)")
    }
}
