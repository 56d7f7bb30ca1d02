/// An exact amount of US dollars, held as integer cents.
///
/// Prices arrive from the APIs as JSON numbers (`1.5`, `39.9900`); they are converted once, at
/// the edge, with `init(decimalString:)`-style rounding to the cent, and never summed as `Double`.
public struct Money: Hashable, Comparable, Sendable, Codable {
    /// The amount in cents. May be negative for refunds; never fractional.
    public var cents: Int

    /// An amount of `cents` cents.
    public init(cents: Int) { self.cents = cents }

    /// Zero dollars.
    public static let zero = Money(cents: 0)

    /// Rounds a decimal amount of dollars, as written in JSON, to the nearest cent.
    ///
    /// - Parameter dollars: the text of a JSON number, such as `"39.9900"` or `"1.5"`.
    /// - Returns: `nil` when the text is not a plain decimal number.
    public init?(dollars text: String) {
        var text = Substring(text.trimmingSpaces())
        var negative = false
        if text.first == "-" { negative = true; text = text.dropFirst() }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty || parts.count == 2 else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard !(parts.count == 2 && fraction.isEmpty && whole.isEmpty) else { return nil }
        self.init(negative: negative, wholeDigits: whole.utf8, fractionDigits: fraction.utf8)
    }

    /// Rounds an amount of dollars given as the ASCII digits before and after its point, the
    /// rule of `init(dollars:)` for readers that have the digits already (a JSON number).
    ///
    /// - Returns: `nil` when either part holds anything but digits, or the whole part has more
    ///   than 15 digits.
    // NB: inlinable, so a reader's call is specialised for its byte slices: generic, each of the
    // 300,000 prices of an import instantiated the collections' metadata at run time.
    @inlinable
    public init?(negative: Bool, wholeDigits: some Collection<UInt8>, fractionDigits: some Collection<UInt8>) {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard wholeDigits.count <= 15, wholeDigits.allSatisfy(isDigit), fractionDigits.allSatisfy(isDigit) else { return nil }
        var cents = wholeDigits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } * 100
        var fraction = fractionDigits.makeIterator()
        if let tenths = fraction.next() { cents += Int(tenths - UInt8(ascii: "0")) * 10 }
        if let hundredths = fraction.next() { cents += Int(hundredths - UInt8(ascii: "0")) }
        if let thousandths = fraction.next(), thousandths >= UInt8(ascii: "5") { cents += 1 }
        self.cents = negative ? -cents : cents
    }

    /// `$9.70`, `-$0.50`.
    public var formatted: String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let fraction = value % 100
        return "\(sign)$\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    public static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    public static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
}

extension Money {
    /// An amount typed by a person or a script: `22`, `22.5`, `22.50` or `$22.50`; at most two
    /// decimals, never negative.
    ///
    /// - Throws: `AppError.validation(field:…)` naming `field` and the rule.
    public static func typed(_ text: String, field: String) throws -> Money {
        let trimmed = String(text.trimmingSpaces())
        let digits = trimmed.hasPrefix("$") ? String(trimmed.dropFirst()) : trimmed
        let fraction = digits.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first ?? ""
        guard !digits.hasPrefix("-"), fraction.count <= 2, let money = Money(dollars: digits) else {
            throw AppError.validation(field: field, rule: "must be an amount in dollars such as 22.50 (got \"\(text)\")")
        }
        return money
    }
}

extension Money: CustomStringConvertible {
    public var description: String { formatted }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingSpaces() -> SubSequence {
        var start = startIndex
        var end = endIndex
        while start < end, self[start].isWhitespace { start = index(after: start) }
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}
